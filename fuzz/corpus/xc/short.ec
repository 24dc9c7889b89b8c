2 1
a b
a
