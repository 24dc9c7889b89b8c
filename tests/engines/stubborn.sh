#!/usr/bin/env bash
# A Gomocup engine as a shell script: OK to START, then always the same cell, 0,0, so its second
# move is onto its own stone (the manager's verdict: occupied). Lines end in LF.
while IFS= read -r line; do
  line="${line%$'\r'}"
  case "$line" in
    START* | RECTSTART* | RESTART) echo OK ;;
    BEGIN | TURN* | DONE) echo "0,0" ;;
    END) exit 0 ;;
  esac
done
