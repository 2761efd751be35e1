" Vim syntax file
" Language: labyrinth maze (.maze), see grammar.md
if exists("b:current_syntax")
  finish
endif

syn case match

" A comment starts at // at the start of a line or after a space.
syn match   mazeComment   "\%(^\|\s\)\zs//.*$" contains=@Spell
syn region  mazeString    start=/"/ skip=/\\./ end=/"/ oneline

" Lines outside the parts.
syn match   mazeHeader    "^\s*\%(title\|author\|notes\)\>"
syn match   mazePart      "^\s*\%(rules\|legend\|links\)\>"
syn match   mazePreset    "^\s*rules\s\+\zs[A-Za-z0-9_-]\+"

" rules: key = value
syn match   mazeKey       "^\s*\zs[a-z][a-z0-9_.-]*\ze\s*=" contained containedin=mazeRules
syn region  mazeRules     start=/^\s*rules\>.*{\s*\%(\/\/.*\)\=$/ end=/^\s*}/ transparent contains=mazeKey,mazeComment,mazeString,mazeNumber,mazePart,mazePreset
syn match   mazeNumber    "\<\d\+\>" contained

" links: statements, cell names and arrows.
syn region  mazeLinks     start=/^\s*links\>.*{/ end=/^\s*}/ transparent contains=mazeLinkWord,mazeArrow,mazeCellName,mazeComment,mazeString,mazePart
syn keyword mazeLinkWord  holes pit river start treasure bear pirate rubber mine trap hidden exits times den track exit contained
syn match   mazeArrow     "<\?->" contained
syn match   mazeCellName  "\<\%(\w\+:\)\=\a\{1,2}\d\+\>" contained

" Maps: walls, then the glyphs of the default legend.
syn region  mazeMap       matchgroup=mazePart start=/^\s*map\>.*{/ end=/^\s*}/ contains=mazeWall,mazeOneWay,mazeTreasure,mazePit,mazeHole,mazeRiver,mazeStairs,mazeArsenal,mazeHospital,mazeVoid,mazeComment,mazeRest
syn match   mazeWall      "[+|]\|---\|I" contained
syn match   mazeOneWay    "vvv\|\^\^\^\|[<>]" contained
syn match   mazeTreasure  "\<[KXOКХО][!*-]\?" contained
syn match   mazePit       "[PBПВ]\d\+" contained
syn match   mazeHole      "[HhДд]\d*\%(\.\d\+\)\=" contained
syn match   mazeRiver     "[RР]\d\+\|@" contained
syn match   mazeStairs    "[UD]\d\+" contained
syn match   mazeArsenal   "\<[AА][bgcrбгцр]\?\>" contained
syn match   mazeVoid      "\~" contained
" A hospital is drawn + like a post and told from it by position
" (grammar.md): a post stands on a wall line, which starts with one; a +
" on any other line of a map (a line of cells, or any line of a ВМиК map,
" whose posts are I) is in a cell. Defined after mazeWall to win over it.
syn match   mazeHospital  "\%(^\s*[^ \t+].*\)\@<=+" contained

hi def link mazeComment   Comment
hi def link mazeString    String
hi def link mazeHeader    Keyword
hi def link mazePart      Keyword
hi def link mazePreset    Type
hi def link mazeKey       Identifier
hi def link mazeNumber    Number
hi def link mazeLinkWord  Statement
hi def link mazeArrow     Operator
hi def link mazeCellName  Constant
hi def link mazeWall      Delimiter
hi def link mazeOneWay    Special
hi def link mazeTreasure  Special
hi def link mazePit       Constant
hi def link mazeHole      Constant
hi def link mazeRiver     Type
hi def link mazeStairs    Type
hi def link mazeArsenal   Identifier
hi def link mazeHospital  Special
hi def link mazeVoid      NonText

" Maps are long regions: find where one starts from the top of the file.
syn sync fromstart

let b:current_syntax = "maze"
