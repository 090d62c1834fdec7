-- Drives Neovim's built-in LSP client against "irmeta lsp": opens
-- $IRMETA_FILE, puts the cursor on $IRMETA_LINE:$IRMETA_COL (a !N
-- reference), jumps to its definition, goes back and reads the hover text.
-- Writes "definition LINE" and the hover lines to $IRMETA_OUT, then quits.
-- Works with Neovim 0.7 (Debian 12) and later.
local out = {}
local function finish()
  vim.fn.writefile(out, vim.env.IRMETA_OUT)
  vim.cmd('qa!')
end
vim.cmd('edit ' .. vim.fn.fnameescape(vim.env.IRMETA_FILE))
local bufnr = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({
  name = 'irmeta',
  cmd = { vim.env.IRMETA_BIN, 'lsp' },
  root_dir = vim.fn.fnamemodify(vim.env.IRMETA_FILE, ':h'),
})
vim.lsp.buf_attach_client(bufnr, id)
-- The waits only guard against a hang: the client answers in milliseconds.
local limit = 600000
vim.wait(limit, function()
  local c = vim.lsp.get_client_by_id(id)
  return c ~= nil and c.initialized
end, 10)
local line, col = tonumber(vim.env.IRMETA_LINE), tonumber(vim.env.IRMETA_COL)
vim.api.nvim_win_set_cursor(0, { line, col })
local res = vim.lsp.buf_request_sync(bufnr, 'textDocument/definition', vim.lsp.util.make_position_params(), limit)
for _, r in pairs(res or {}) do
  if r.result and r.result[1] then
    vim.lsp.util.jump_to_location(r.result[1], 'utf-16')
  end
end
table.insert(out, 'definition ' .. vim.api.nvim_win_get_cursor(0)[1])
vim.api.nvim_win_set_cursor(0, { line, col })
res = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', vim.lsp.util.make_position_params(), limit)
for _, r in pairs(res or {}) do
  if r.result and r.result.contents then
    for _, l in ipairs(vim.split(r.result.contents.value or '', '\n')) do
      table.insert(out, l)
    end
  end
end
finish()
