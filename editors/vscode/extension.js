// A minimal VS Code client for "irmeta lsp": it starts the server for LLVM IR
// files and passes the irmeta.llvm setting on.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const config = vscode.workspace.getConfiguration('irmeta');
  const command = config.get('path', 'irmeta');
  client = new LanguageClient(
    'irmeta',
    'irmeta',
    { command, args: ['lsp'] },
    {
      documentSelector: [{ language: 'llvm' }],
      initializationOptions: { llvm: config.get('llvm', 22) },
      synchronize: { configurationSection: 'irmeta' },
    },
  );
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
