" labyrinth maze files: comments start with //, parts are indented by four
" spaces, and map drawings must keep their columns (no tabs).
if exists("b:did_ftplugin")
  finish
endif
let b:did_ftplugin = 1
setlocal commentstring=//\ %s comments=://
setlocal expandtab shiftwidth=4 softtabstop=4 tabstop=4
setlocal nowrap
let b:undo_ftplugin = "setlocal commentstring< comments< expandtab< shiftwidth< softtabstop< tabstop< wrap<"
