-- Neovim (0.7 and later) connects its built-in LSP client to
-- "labyrinth lsp" for every buffer of filetype maze:
--
--   set runtimepath+=/path/to/dsl/editors/vim
--   lua require("labyrinth").setup()
--
-- setup{cmd = {"/path/to/labyrinth", "lsp"}} names another binary.
local M = {}

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
          on_attach = opts.on_attach,
        })
      end
      if client_id then
        vim.lsp.buf_attach_client(args.buf, client_id)
      end
    end,
  })
end

return M
