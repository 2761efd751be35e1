" .maze files are labyrinth mazes (grammar.md).
autocmd BufRead,BufNewFile *.maze setfiletype maze
