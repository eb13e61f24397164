#!/usr/bin/env python3
"""A small HTTP server on loopback that answers like an OpenAI-compatible speech-to-text API
(standard library only), for the end-to-end run: `POST /v1/audio/transcriptions` with a
multipart body holding a `file` and a `model` answers `{"text": TEXT}`; anything else is refused
the way the API refuses it. `POST /control/fail-next` makes the next transcription fail with a
503, as an overloaded service does, for the journey that transcribes a recording again. Run as
`transcription_stub.py PORT_FILE [TEXT]`: it writes the port it listens on to PORT_FILE, and logs
each request's size to stderr."""

import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TEXT = "Water is pooling under the basement stairs."


class Handler(BaseHTTPRequestHandler):
    text = TEXT
    # Transcriptions still to fail (set through /control/fail-next).
    failures = 0

    def answer(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):  # noqa: N802 (the standard library's name)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length)
        if self.path.rstrip("/") == "/control/fail-next":
            Handler.failures += 1
            return self.answer(200, {"failing": Handler.failures})
        if self.path.rstrip("/") != "/v1/audio/transcriptions":
            return self.answer(404, {"error": {"message": f"no route {self.path}"}})
        if "multipart/form-data" not in (self.headers.get("Content-Type") or ""):
            return self.answer(400, {"error": {"message": "send multipart/form-data"}})
        if b'name="file"' not in body or b'name="model"' not in body:
            return self.answer(400, {"error": {"message": "file and model are required"}})
        if Handler.failures > 0:
            Handler.failures -= 1
            return self.answer(503, {"error": {"message": "overloaded, try again"}})
        return self.answer(200, {"text": self.text})

    def log_message(self, fmt, *args):
        sys.stderr.write("transcription stub: %s\n" % (fmt % args))


def main():
    port_file = sys.argv[1]
    if len(sys.argv) > 2:
        Handler.text = sys.argv[2]
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    with open(port_file + ".tmp", "w") as f:
        f.write(str(server.server_address[1]))
    import os

    os.replace(port_file + ".tmp", port_file)
    server.serve_forever()


if __name__ == "__main__":
    main()
