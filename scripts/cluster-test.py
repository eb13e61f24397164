#!/usr/bin/env python3
"""Two Showscribe nodes sharing PostgreSQL, Redis and an S3-compatible bucket, driven by one
client that alternates between them:

1. sign in on node A and use the session on node B;
2. create a showing on B, generate its report on A, download the PDF on A and then on B (the
   same file, from the bucket: neither node keeps files on its own disk); a photo uploaded on A
   shows on B and a recording uploaded on B plays on A; a share link made on A
   opens on B, where the client asks for a repair that the agent reads and exports on A, and a
   link withdrawn on B stops opening on A at once;
3. hammer sign-in across both nodes from one address: one shared limit, not one per node;
4. queue a send on A, whose mail server never answers, and kill A with SIGKILL mid-send; B takes
   the delivery when A's lease runs out, revokes the share link A made for its message and
   delivers it exactly once to a real SMTP sink, with a link of its own that opens.

Needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL; the binaries are built by
`just test-cluster`. Only the standard library is used.
"""

import base64
import io
import email
import email.policy
import http.cookiejar
import json
import os
import random
import re
import secrets
import signal
import struct
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import wave
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smtp_sink import SmtpSink  # noqa: E402

TARGET = os.environ.get("CARGO_TARGET_DIR", "target")
SERVER = os.path.join(TARGET, "debug", "showscribe")
S3_SERVER = os.path.join(TARGET, "debug", "examples", "s3_server")
LEASE_SECS = 4


def fail(message):
    print(f"cluster test FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Tarpit(threading.Thread):
    """Accepts connections and never answers: a mail server a node waits on."""

    def __init__(self):
        super().__init__(daemon=True)
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen()
        self.port = self.listener.getsockname()[1]
        self.connections = []

    def run(self):
        while True:
            conn, _ = self.listener.accept()
            self.connections.append(conn)


class Client:
    """One browser: a cookie jar, talking to whichever node it is told."""

    def __init__(self, ip):
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.ip = ip

    def call(self, node, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        return self.send(node, method, path, data, None if data is None else "application/json")

    def send(self, node, method, path, data, content_type):
        req = urllib.request.Request(node + path, data=data, method=method)
        req.add_header("X-Forwarded-For", self.ip)
        if content_type is not None:
            req.add_header("Content-Type", content_type)
        try:
            with self.opener.open(req, timeout=60) as res:
                raw = res.read()
                return res.status, raw
        except urllib.error.HTTPError as e:
            return e.code, e.read()

    def upload(self, node, path, fields, files):
        """POSTs multipart/form-data: `fields` name -> text, `files` name -> (filename, type, bytes)."""
        boundary = secrets.token_hex(16)
        parts = []
        for name, value in fields.items():
            parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
        for name, (filename, mime, data) in files.items():
            parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                         f"Content-Type: {mime}\r\n\r\n".encode() + data + b"\r\n")
        parts.append(f"--{boundary}--\r\n".encode())
        status, raw = self.send(node, "POST", path, b"".join(parts),
                                f"multipart/form-data; boundary={boundary}")
        if status != 201:
            fail(f"POST {path} on {node}: {status} {raw[:300]!r}")
        return status, json.loads(raw)

    def json(self, node, method, path, body=None, expect=None):
        status, raw = self.call(node, method, path, body)
        if expect is not None and status != expect:
            fail(f"{method} {path} on {node}: {status} {raw[:300]!r}")
        return status, (json.loads(raw) if raw and raw[:1] in b"[{" else raw)


def png(width, height):
    """A small RGB PNG of a gradient, made with the standard library."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(
        b"\x00" + b"".join(bytes((x * 255 // width, y * 255 // height, 128)) for x in range(width))
        for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def wav(seconds):
    """A mono 8 kHz WAV of a quiet tone, made with the standard library."""
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(8000)
        w.writeframes(b"".join(struct.pack("<h", (i % 40 - 20) * 300) for i in range(8000 * seconds)))
    return out.getvalue()


def start_node(name, port, env, log_dir):
    log = open(os.path.join(log_dir, f"{name}.log"), "w")
    proc = subprocess.Popen([SERVER], env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            with urllib.request.urlopen(url + "/readyz", timeout=2) as res:
                if res.status == 200:
                    return proc, url
        except Exception:
            pass
        if proc.poll() is not None:
            fail(f"node {name} exited; see {log.name}")
        time.sleep(0.2)
    fail(f"node {name} did not become ready")


def wait(predicate, seconds, what):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if predicate():
            return
        time.sleep(0.1)
    fail(f"timed out waiting for {what}")


def main():
    database_url = os.environ.get("TEST_DATABASE_URL")
    redis_url = os.environ.get("TEST_REDIS_URL")
    if not database_url or not redis_url:
        print("cluster test skipped: TEST_DATABASE_URL and TEST_REDIS_URL are needed")
        return
    database = f"showscribe_cluster_{secrets.token_hex(4)}"
    subprocess.run(["psql", database_url, "-qc", f"CREATE DATABASE {database}"], check=True)
    cluster_url = database_url.rsplit("/", 1)[0] + "/" + database

    work = tempfile.mkdtemp(prefix="showscribe-cluster-")
    s3 = subprocess.Popen([S3_SERVER], stdout=subprocess.PIPE, text=True)
    s3_info = dict(part.split("=", 1) for part in s3.stdout.readline().split())
    sink, tarpit = SmtpSink(), Tarpit()
    sink.start()
    tarpit.start()
    session_key = base64.b64encode(secrets.token_bytes(64)).decode()
    nodes = []
    try:
        def env_for(name, smtp_port, port, poll_ms):
            env = dict(os.environ)
            env.update({
                "DATABASE_URL": cluster_url,
                "REDIS_URL": redis_url,
                "PORT": str(port),
                "RUST_LOG": "info",
                "SHOWSCRIBE__APPLICATION__DATA_DIR": os.path.join(work, name),
                "SHOWSCRIBE__APPLICATION__STATIC_DIR": os.path.join(work, "no-frontend"),
                "SHOWSCRIBE__SESSION__KEY": session_key,
                "SHOWSCRIBE__SECURITY__TRUST_FORWARDED_FOR": "true",
                "SHOWSCRIBE__SECURITY__AUTH_ATTEMPTS_PER_MINUTE": "5",
                "SHOWSCRIBE__STORAGE__BACKEND": "s3",
                "SHOWSCRIBE__STORAGE__S3__BUCKET": s3_info["bucket"],
                "SHOWSCRIBE__STORAGE__S3__ENDPOINT": s3_info["endpoint"],
                "SHOWSCRIBE__STORAGE__S3__ACCESS_KEY_ID": s3_info["access_key_id"],
                "SHOWSCRIBE__STORAGE__S3__SECRET_ACCESS_KEY": s3_info["secret_access_key"],
                "SHOWSCRIBE__STORAGE__S3__ALLOW_HTTP": "true",
                "SHOWSCRIBE__MAIL__TRANSPORT": "smtp",
                "SHOWSCRIBE__MAIL__SMTP__HOST": "127.0.0.1",
                "SHOWSCRIBE__MAIL__SMTP__PORT": str(smtp_port),
                "SHOWSCRIBE__MAIL__SMTP__SECURITY": "none",
                "SHOWSCRIBE__MAIL__SMTP__TIMEOUT_SECS": "120",
                "SHOWSCRIBE__DELIVERY__LEASE_SECS": str(LEASE_SECS),
                "SHOWSCRIBE__DELIVERY__POLL_MS": str(poll_ms),
            })
            return env

        # A's mail server never answers; B's is the sink. A looks at the queue at once when it
        # queues a send; B only every few seconds, so A is the one that takes the delivery.
        a_port, b_port = free_port(), free_port()
        proc_a, a = start_node("a", a_port, env_for("a", tarpit.port, a_port, 50), work)
        nodes.append(proc_a)
        proc_b, b = start_node("b", b_port, env_for("b", sink.port, b_port, 3000), work)
        nodes.append(proc_b)

        # 1. A session made on B works on A. (B registers: its mail goes to the sink, where the
        # address-check link is read; A's mail server is the tarpit kept for step 4.)
        agent = Client(f"10.{random.randrange(256)}.{random.randrange(256)}.1")
        agent.json(b, "POST", "/api/register", {
            "firstName": "Jordan", "lastName": "Rivera", "email": "jordan@example.com",
            "phone": "512-555-0100", "company": "Rivera Realty",
            "brokerOfficeName": "Rivera Realty Austin", "password": "correct horse battery",
        }, expect=201)
        _, me = agent.json(a, "GET", "/api/user", expect=200)
        assert me["email"] == "jordan@example.com", me
        # The link emailed by B confirms the address on A; only a confirmed agent can send.
        wait(lambda: sink.count() >= 1, 20, "the address-check email")
        with sink.lock:
            check = sink.messages.pop(0).decode(errors="replace")
        check = check.replace("=\r\n", "").replace("=3D", "=")
        token = re.search(r"/verify-email\?token=([0-9a-f]{64})", check)
        if not token:
            fail("the address-check email carries no link")
        agent.json(a, "POST", "/api/email-verification/confirm", {"token": token.group(1)}, expect=200)
        _, me = agent.json(b, "GET", "/api/user", expect=200)
        assert me["emailVerified"] is True, me
        print("1. signed in on B, the session works on A; the address confirmed across nodes")

        # 2. Generated on A, the PDF downloads from either node, from the bucket.
        _, showing = agent.json(b, "POST", "/api/showings", {
            "propertyAddress": "742 Evergreen Terrace, Austin, TX 78701",
            "clientName": "Pat Buyer", "clientEmail": "pat@example.com",
            "repairsNeeded": "The water heater is 15 years old and leaking. Roof shingles are curling.",
            "updatesWanted": "Paint the living room.",
        }, expect=201)
        sid = showing["id"]
        _, generated = agent.json(a, "POST", f"/api/showings/{sid}/generate-report", expect=201)
        pdf_path = generated["report"]["pdfFilePath"] if "report" in generated else generated["pdfFilePath"]
        status, pdf_a = agent.call(a, "GET", pdf_path)
        status_b, pdf_b = agent.call(b, "GET", pdf_path)
        if status != 200 or status_b != 200 or not pdf_a.startswith(b"%PDF-"):
            fail(f"PDF download: A {status}, B {status_b}")
        if pdf_a != pdf_b:
            fail("B served a different PDF: it did not read the file A stored in the bucket")
        stored = [f for _, _, fs in os.walk(s3_info["root"]) for f in fs if f.endswith(".pdf")]
        if not stored:
            fail("no PDF in the bucket")
        for name in ("a", "b"):
            local = [f for _, _, fs in os.walk(os.path.join(work, name)) for f in fs if f.endswith(".pdf")]
            if local:
                fail(f"node {name} kept a PDF on its own disk: {local}")
        print(f"2. generated on A, the same PDF downloads from B ({len(pdf_a)} bytes, from the bucket)")

        # 2a. A photo uploaded on A and a recording uploaded on B are read on the other node: their
        # files are in the bucket too.
        _, uploaded = agent.upload(a, f"/api/showings/{sid}/photos", {},
                                   {"photo": ("porch.png", "image/png", png(64, 48))})
        photo = uploaded["photos"][0]
        for path in (photo["url"], photo["thumbnailUrl"]):
            status, image = agent.call(b, "GET", path)
            if status != 200 or not image.startswith(b"\xff\xd8"):
                fail(f"the photo uploaded on A, read on B: {status} {image[:16]!r}")
        audio = wav(2)
        _, recording = agent.upload(b, f"/api/showings/{sid}/recordings", {"field": "repairs", "durationMs": "2000"},
                                    {"audio": ("walkthrough.wav", "audio/wav", audio)})
        status, played = agent.call(a, "GET", recording["audioUrl"])
        if status != 200 or played != audio:
            fail(f"the recording uploaded on B, played on A: {status}, {len(played)} bytes of {len(audio)}")
        for name in ("a", "b"):
            local = [f for _, _, fs in os.walk(os.path.join(work, name)) for f in fs
                     if f.endswith((".jpg", ".wav"))]
            if local:
                fail(f"node {name} kept a photo or recording on its own disk: {local}")
        print("2a. a photo uploaded on A shows on B (image and thumbnail), a recording uploaded on B plays on A")

        # 2b. A link made on A opens on B (2d: withdrawn on B, it stops opening on A at once).
        _, link = agent.json(a, "POST", f"/api/showings/{sid}/share-links", {}, expect=201)
        token = link["url"].rsplit("/r/", 1)[1]
        client = Client(f"10.{random.randrange(256)}.{random.randrange(256)}.3")
        _, shared = client.json(b, "GET", f"/api/shared/{token}", expect=200)

        # 2c. The client asks for a repair through the link on B; the agent reads it and exports
        # its PDF on A: the list lives in the shared database, not in either node. (B tells the
        # agent by email, through the sink: that message is read and set aside here.)
        item = shared["report"]["repairs"][0]
        client.json(b, "PUT", f"/api/shared/{token}/repair-request", {
            "items": [{"itemId": item["id"], "remedy": "credit", "amount": 1500, "note": "before closing"}],
        }, expect=200)
        _, asked = agent.json(a, "GET", f"/api/showings/{sid}/repair-request", expect=200)
        if [(i["itemId"], i["remedy"], i["amount"]) for i in asked["items"]] != [(item["id"], "credit", 1500)] \
                or asked["totals"]["credits"] != 1500 or asked["updatedBy"] != "buyer":
            fail(f"the request made on B reads differently on A: {asked}")
        status, request_pdf = agent.call(a, "GET", f"/api/showings/{sid}/repair-request/pdf")
        if status != 200 or not request_pdf.startswith(b"%PDF-"):
            fail(f"the request PDF on A: {status}")
        wait(lambda: sink.count() >= 1, 20, "the agent's email about the repair request")
        with sink.lock:
            told = sink.messages.pop(0).decode(errors="replace")
        if "jordan@example.com" not in told:
            fail("the repair request's email did not go to the agent")
        print("2c. a repair request sent through the link on B reads the same on A, its PDF downloads there, and the agent was emailed")

        agent.call(b, "DELETE", f"/api/showings/{sid}/share-links/{link['id']}")
        status, _ = client.call(a, "GET", f"/api/shared/{token}")
        if status != 404:
            fail(f"a link withdrawn on B still opened on A ({status})")
        print("2d. the share link made on A and opened on B was withdrawn on B; A refused it at once")

        # 3. One sign-in limit across both nodes.
        guesser = Client(f"10.{random.randrange(256)}.{random.randrange(256)}.2")
        statuses = []
        for i in range(12):
            node = a if i % 2 == 0 else b
            status, _ = guesser.call(node, "POST", "/api/login",
                                     {"email": "jordan@example.com", "password": "wrong guess"})
            statuses.append(status)
        allowed = sum(1 for s in statuses if s != 429)
        if allowed != 5:
            fail(f"the sign-in limit is not shared: {statuses}")
        print(f"3. 12 sign-in attempts across both nodes: 5 answered, then 429 ({statuses})")

        # 4. A takes the delivery and dies mid-send; B delivers it exactly once.
        agent.json(a, "POST", f"/api/showings/{sid}/send-report", expect=202)
        wait(lambda: len(tarpit.connections) > 0, 20, "node A to start sending")
        proc_a.send_signal(signal.SIGKILL)
        proc_a.wait()
        killed_at = time.time()
        print("4. node A took the delivery and was killed with SIGKILL mid-send")
        wait(lambda: sink.count() >= 1, LEASE_SECS + 30, "node B to deliver the report")
        print(f"   node B delivered it {time.time() - killed_at:.1f} s later")
        time.sleep(LEASE_SECS + 4)
        if sink.count() != 1:
            fail(f"{sink.count()} messages reached the SMTP sink, not 1")
        _, deliveries = agent.json(b, "GET", f"/api/showings/{sid}/deliveries", expect=200)
        if [d["status"] for d in deliveries] != ["sent"] or deliveries[0]["attempts"] != 2:
            fail(f"deliveries: {deliveries}")
        message = sink.messages[0].decode(errors="replace")
        if "pat@example.com" not in message or "application/pdf" not in message:
            fail("the delivered message is not the report")
        print("   exactly one message reached the sink, with the PDF; the delivery reads sent after 2 attempts")
        # A made a link for its message before it was killed; nobody holds that link's secret.
        # B's try revoked it and made the one its message carries.
        parsed = email.message_from_bytes(sink.messages[0], policy=email.policy.default)
        text = next(p.get_content() for p in parsed.walk() if p.get_content_type() == "text/plain")
        found = re.search(r"/r/([0-9a-f]{64})", text)
        if not found:
            fail("the delivered message carries no link to the report")
        client.json(b, "GET", f"/api/shared/{found.group(1)}", expect=200)
        _, links = agent.json(b, "GET", f"/api/showings/{sid}/share-links", expect=200)
        still_open = [l for l in links if not l.get("revokedAt")]
        if len(links) != 3 or len(still_open) != 1:
            fail(f"share links after the killed try: {links}")
        print("   the link A made before it died was revoked; the one in the message opens, and it alone is open")
        print("cluster test passed")
    finally:
        for proc in nodes:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    proc.kill()
        s3.send_signal(signal.SIGINT)
        s3.wait(timeout=10)
        subprocess.run(["psql", database_url, "-qc", f"DROP DATABASE IF EXISTS {database} WITH (FORCE)"])


if __name__ == "__main__":
    main()
