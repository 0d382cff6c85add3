-- Neovim's own LSP client (0.7, as Debian bookworm has it: vim.lsp.start_client and buf_attach_client;
-- vim.lsp.start came in 0.8) starts `markupc lsp` on DOCUMENT, waits for its diagnostics, markup and
-- layout ones, and writes them to OUTPUT, one per line: line:column severity code message.
local markupc = os.getenv("MARKUPC")
local document = os.getenv("DOCUMENT")
local output = os.getenv("OUTPUT")

vim.cmd("edit " .. vim.fn.fnameescape(document))
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  name = "markupc",
  cmd = { markupc, "lsp" },
  root_dir = vim.fn.fnamemodify(document, ":h"),
})
vim.lsp.buf_attach_client(buffer, client)

local function code(diagnostic)
  if diagnostic.code then return diagnostic.code end
  local lsp = diagnostic.user_data and diagnostic.user_data.lsp
  return lsp and lsp.code or "-"
end

local function has(wanted)
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    if code(diagnostic) == wanted then return true end
  end
  return false
end

vim.wait(60000, function() return has("MK004") and has("MK032") end, 50)

local lines = {}
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  table.insert(lines, string.format("%d:%d %d %s %s", diagnostic.lnum, diagnostic.col, diagnostic.severity, code(diagnostic), diagnostic.message))
end
table.sort(lines)
vim.fn.writefile(lines, output)
vim.lsp.stop_client(client)
vim.cmd("qall!")
