"""One busy `markupc lsp` session for scripts/tsan and for timing: a 200-view document opened, then typed
into, with pauses long and short (so layout checks run while new changes arrive and are cancelled),
with hovers and completions between. Exits non-zero when the server does (ThreadSanitizer exits 66 on a
race). `--timing` prints the median time from a keystroke to its diagnostics."""

import json
import statistics
import subprocess
import sys
import threading
import time

markupc = sys.argv[1]
timing = "--timing" in sys.argv
rows = "".join(
    f'  <LMRowView spacing="8"><UILabel text="Item {n}" weight="1"/><UISwitch/></LMRowView>\n' for n in range(1, 67))
text = '<LMScrollView fitToWidth="true">\n<LMColumnView>\n' + rows + "</LMColumnView>\n</LMScrollView>\n"
uri = "file:///tmp/markupc-lsp-session/Long.xml"

server = subprocess.Popen([markupc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
published = {}  # version → time its first diagnostics arrived
lock = threading.Condition()


def read():
    stream = server.stdout
    while True:
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = stream.read(1)
            if not byte:
                return
            header += byte
        length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
        message = json.loads(stream.read(length))
        if message.get("method") == "textDocument/publishDiagnostics":
            with lock:
                published.setdefault(message["params"].get("version"), time.monotonic())
                lock.notify_all()


def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


reader = threading.Thread(target=read, daemon=True)
reader.start()
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": uri, "languageId": "xml", "version": 1, "text": text}}})
line, column = 67, 38  # in the text of the last label: `Item 66`
times = []
for keystroke in range(2, 22):
    position = {"line": line, "character": column + keystroke}
    sent = time.monotonic()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": keystroke},
                     "contentChanges": [{"range": {"start": position, "end": position}, "text": "x"}]}})
    with lock:
        lock.wait_for(lambda: keystroke in published, timeout=30)
        times.append((published.get(keystroke, sent + 30) - sent) * 1000)
    send({"jsonrpc": "2.0", "id": 100 + keystroke, "method": "textDocument/completion",
          "params": {"textDocument": {"uri": uri}, "position": {"line": line, "character": 10}}})
    if keystroke % 5 == 0:
        send({"jsonrpc": "2.0", "id": 200 + keystroke, "method": "textDocument/hover",
              "params": {"textDocument": {"uri": uri}, "position": {"line": line, "character": 30}}})
    time.sleep(0.5 if keystroke % 4 == 0 else 0.05)
send({"jsonrpc": "2.0", "id": 999, "method": "shutdown"})
send({"jsonrpc": "2.0", "method": "exit"})
server.stdin.close()
status = server.wait(timeout=120)
if timing:
    print(f"keystroke → diagnostics: median {statistics.median(times):.1f} ms over {len(times)} keystrokes "
          f"(min {min(times):.1f}, max {max(times):.1f})")
sys.exit(status)
