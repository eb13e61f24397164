#!/usr/bin/env python3
"""A real SMTP server on loopback that accepts every message and counts it (standard library
only). Imported by the cluster test; run alone (`smtp_sink.py PORT_FILE [COUNT_FILE]`) it writes
its port to PORT_FILE, keeps COUNT_FILE holding the number of messages received so far (so a
benchmark can count deliveries where they arrive), and, when stopped, prints that number."""

import os

import signal
import socket
import sys
import threading


class SmtpSink(threading.Thread):
    """A real SMTP server on loopback that accepts everything and keeps each message."""

    def __init__(self):
        super().__init__(daemon=True)
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen()
        self.port = self.listener.getsockname()[1]
        self.messages = []
        self.lock = threading.Lock()
        self.count_file = None

    def run(self):
        while True:
            conn, _ = self.listener.accept()
            threading.Thread(target=self.serve, args=(conn,), daemon=True).start()

    def serve(self, conn):
        f = conn.makefile("rwb")
        def reply(line):
            f.write(line.encode() + b"\r\n")
            f.flush()
        reply("220 sink ESMTP")
        while True:
            line = f.readline()
            if not line:
                return
            verb = line[:4].upper()
            if verb in (b"EHLO", b"HELO"):
                reply("250 sink")
            elif verb in (b"MAIL", b"RCPT", b"RSET", b"NOOP"):
                reply("250 OK")
            elif verb == b"DATA":
                reply("354 go ahead")
                data = b""
                while True:
                    chunk = f.readline()
                    if chunk in (b".\r\n", b""):
                        break
                    data += chunk
                with self.lock:
                    self.messages.append(data)
                    if self.count_file:
                        # Written whole, then renamed: a reader never sees half a number.
                        with open(self.count_file + ".tmp", "w") as out:
                            out.write(str(len(self.messages)))
                        os.replace(self.count_file + ".tmp", self.count_file)
                reply("250 queued")
            elif verb == b"QUIT":
                reply("221 bye")
                return
            else:
                reply("502 not implemented")

    def count(self):
        with self.lock:
            return len(self.messages)




if __name__ == "__main__":
    server = SmtpSink()
    if len(sys.argv) > 2:
        server.count_file = sys.argv[2]
        with open(server.count_file, "w") as out:
            out.write("0")
    server.start()
    with open(sys.argv[1], "w") as f:
        f.write(str(server.port))
    def stop(*_):
        print(f"the SMTP sink received {server.count()} messages", flush=True)
        sys.exit(0)
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    while True:
        signal.pause()
