"""The README's Python block (```pycon) is a doctest: its output is what the module prints."""

import doctest
import pathlib
import re

README = pathlib.Path(__file__).resolve().parents[2] / "README.md"


def test_readme_python_block():
    blocks = re.findall(r"```pycon\n(.*?)```", README.read_text(), flags=re.S)
    assert blocks, "README.md has no ```pycon block"
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for k, block in enumerate(blocks):
        test = parser.get_doctest(block, {}, f"README.md pycon block {k + 1}", str(README), 0)
        assert test.examples, f"block {k + 1} has no >>> examples"
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0 and result.attempted > 5
