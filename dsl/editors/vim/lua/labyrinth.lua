-- Neovim (0.7 and later) connects its built-in LSP client to
-- "labyrinth lsp" for every buffer of filetype maze:
--
--   set runtimepath+=/path/to/dsl/editors/vim
--   lua require("labyrinth").setup()
--
-- Options: cmd names another binary ({"/path/to/labyrinth", "lsp"});
-- on_attach replaces the buffer-local keys set by default (K hover, gd go to
-- definition, <localleader>f format, <localleader>a quick fixes,
-- completion with CTRL-X CTRL-O, and the cells of a link highlighted when
-- the cursor rests on one).
local M = {}

local function default_on_attach(_, buf)
  local function map(lhs, rhs, desc)
    vim.keymap.set("n", lhs, rhs, { buffer = buf, silent = true, desc = desc })
  end
  map("K", vim.lsp.buf.hover, "labyrinth: what this cell is")
  map("gd", vim.lsp.buf.definition, "labyrinth: the other end of this link")
  map("<localleader>a", vim.lsp.buf.code_action, "labyrinth: quick fixes")
  map("<localleader>f", function()
    if vim.lsp.buf.format then
      vim.lsp.buf.format()
    else
      vim.lsp.buf.formatting_sync()
    end
  end, "labyrinth: format as labyrinth fmt")
  vim.bo[buf].omnifunc = "v:lua.vim.lsp.omnifunc"
  -- Resting on a hole shows its whole set, on a pit its exit.
  local group = vim.api.nvim_create_augroup("labyrinth_highlight_" .. buf, { clear = true })
  vim.api.nvim_create_autocmd("CursorHold", { buffer = buf, group = group, callback = vim.lsp.buf.document_highlight })
  vim.api.nvim_create_autocmd("CursorMoved", { buffer = buf, group = group, callback = vim.lsp.buf.clear_references })
end

function M.setup(opts)
  opts = opts or {}
  local cmd = opts.cmd or { "labyrinth", "lsp" }
  local client_id
  vim.api.nvim_create_autocmd("FileType", {
    pattern = "maze",
    group = vim.api.nvim_create_augroup("labyrinth_lsp", { clear = true }),
    callback = function(args)
      if not client_id or vim.lsp.get_client_by_id(client_id) == nil then
        client_id = vim.lsp.start_client({
          name = "labyrinth",
          cmd = cmd,
          root_dir = vim.fn.getcwd(),
          on_attach = opts.on_attach or default_on_attach,
        })
      end
      if client_id then
        vim.lsp.buf_attach_client(args.buf, client_id)
      end
    end,
  })
end

return M
