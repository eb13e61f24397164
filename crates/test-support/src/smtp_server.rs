//! A real SMTP server on loopback: the `mailin` protocol engine (the one `mailin-embedded`
//! serves) behind a plain TCP listener, with no TLS so it builds without a crypto stack of its
//! own. It records what it accepts and can be told to refuse.

use std::io::{BufRead, BufReader, Write};
use std::net::{IpAddr, Shutdown, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;

use mailin::{Action, AuthMechanism, Handler, Response, SessionBuilder, response};

/// One message the server accepted, as it arrived.
#[derive(Debug, Clone)]
pub struct Received {
    /// `MAIL FROM`.
    pub sender: String,
    /// `RCPT TO`, in order.
    pub recipients: Vec<String>,
    /// The message after `DATA`, dot-unstuffed, without the final `.` line.
    pub data: Vec<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Behaviour {
    Accept,
    /// `550 Mailbox unavailable` to every `RCPT TO`.
    RefuseRecipients,
    /// `554 Transaction failed` once the message is in.
    RefuseMessage,
    /// `451 Aborted: local error in processing` once the message is in.
    DeferMessage,
    /// Offers AUTH PLAIN (on plain text; loopback only) and takes `user`/`secret` only.
    RequireLogin,
    /// Accepts, but holds each message for the given time before answering its final dot (a
    /// slow server, to see how many messages a client has in progress at once).
    AcceptSlowly(std::time::Duration),
}

pub const USERNAME: &str = "user";
pub const PASSWORD: &str = "secret";

#[derive(Default)]
struct Log {
    received: Vec<Received>,
    logins: Vec<(String, String)>,
    /// Messages being answered right now, and the most there ever were at once.
    answering: usize,
    most_at_once: usize,
}

pub struct SmtpServer {
    port: u16,
    log: Arc<Mutex<Log>>,
    stopping: Arc<AtomicBool>,
    accept_loop: Option<thread::JoinHandle<()>>,
}

impl SmtpServer {
    pub fn start(behaviour: Behaviour) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let log = Arc::new(Mutex::new(Log::default()));
        let stopping = Arc::new(AtomicBool::new(false));
        let mut sessions = SessionBuilder::new("sink.test");
        if behaviour == Behaviour::RequireLogin {
            sessions
                .enable_auth(AuthMechanism::Plain)
                .insecure_enable_plaintext_auth();
        }
        let accept_loop = {
            let (log, stopping) = (log.clone(), stopping.clone());
            thread::spawn(move || {
                for stream in listener.incoming() {
                    if stopping.load(Ordering::SeqCst) {
                        break;
                    }
                    let Ok(stream) = stream else { continue };
                    let handler = Recorder::new(behaviour, log.clone());
                    let sessions = sessions.clone();
                    thread::spawn(move || serve(stream, &sessions, handler));
                }
            })
        };
        Self {
            port,
            log,
            stopping,
            accept_loop: Some(accept_loop),
        }
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn received(&self) -> Vec<Received> {
        self.log.lock().unwrap().received.clone()
    }

    /// The most messages that were waiting for their answer at the same time.
    pub fn most_at_once(&self) -> usize {
        self.log.lock().unwrap().most_at_once
    }

    pub fn logins(&self) -> Vec<(String, String)> {
        self.log.lock().unwrap().logins.clone()
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        self.stopping.store(true, Ordering::SeqCst);
        // Wake the accept loop so it sees the flag.
        let _ = TcpStream::connect(("127.0.0.1", self.port));
        if let Some(accept_loop) = self.accept_loop.take() {
            let _ = accept_loop.join();
        }
    }
}

/// One SMTP session, line by line, as `mailin-embedded` runs it.
fn serve(stream: TcpStream, sessions: &SessionBuilder, handler: Recorder) {
    let remote = stream.peer_addr().map(|a| a.ip()).unwrap();
    let mut writer = stream.try_clone().unwrap();
    let mut reader = BufReader::new(stream);
    let mut session = sessions.build(remote, handler);
    if reply(&mut writer, &session.greeting()).is_err() {
        return;
    }
    let mut line = Vec::new();
    loop {
        line.clear();
        match reader.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let response = session.process(&line);
        match response.action {
            Action::NoReply => {}
            Action::Reply => {
                if reply(&mut writer, &response).is_err() {
                    break;
                }
            }
            Action::Close | Action::UpgradeTls => {
                let _ = reply(&mut writer, &response);
                break;
            }
        }
    }
    let _ = writer.shutdown(Shutdown::Both);
}

fn reply(writer: &mut TcpStream, response: &Response) -> std::io::Result<()> {
    response.write_to(writer)?;
    writer.flush()
}

/// Per-connection handler: collects the transaction and decides as `Behaviour` says.
struct Recorder {
    behaviour: Behaviour,
    log: Arc<Mutex<Log>>,
    sender: String,
    recipients: Vec<String>,
    data: Vec<u8>,
}

impl Recorder {
    fn new(behaviour: Behaviour, log: Arc<Mutex<Log>>) -> Self {
        Self {
            behaviour,
            log,
            sender: String::new(),
            recipients: Vec::new(),
            data: Vec::new(),
        }
    }

    fn record(&mut self) -> Response {
        self.log.lock().unwrap().received.push(Received {
            sender: std::mem::take(&mut self.sender),
            recipients: std::mem::take(&mut self.recipients),
            data: std::mem::take(&mut self.data),
        });
        response::OK
    }
}

impl Handler for Recorder {
    fn mail(&mut self, _ip: IpAddr, _domain: &str, from: &str) -> Response {
        self.sender = from.to_owned();
        self.recipients.clear();
        self.data.clear();
        response::OK
    }

    fn rcpt(&mut self, to: &str) -> Response {
        if self.behaviour == Behaviour::RefuseRecipients {
            return response::NO_MAILBOX;
        }
        self.recipients.push(to.to_owned());
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        match self.behaviour {
            Behaviour::RefuseMessage => hang_up_after(response::TRANSACTION_FAILED),
            Behaviour::DeferMessage => hang_up_after(response::INTERNAL_ERROR),
            Behaviour::AcceptSlowly(hold) => {
                {
                    let mut log = self.log.lock().unwrap();
                    log.answering += 1;
                    log.most_at_once = log.most_at_once.max(log.answering);
                }
                thread::sleep(hold);
                self.log.lock().unwrap().answering -= 1;
                self.record()
            }
            _ => self.record(),
        }
    }

    fn auth_plain(&mut self, _authorization: &str, username: &str, password: &str) -> Response {
        self.log
            .lock()
            .unwrap()
            .logins
            .push((username.to_owned(), password.to_owned()));
        if username == USERNAME && password == PASSWORD {
            response::AUTH_OK
        } else {
            response::INVALID_CREDENTIALS
        }
    }
}

/// mailin stays in its DATA state after refusing at the final dot and would swallow the client's
/// QUIT as message text; hanging up after the refusal, as many servers do, ends the session
/// cleanly instead.
fn hang_up_after(mut refusal: Response) -> Response {
    refusal.action = Action::Close;
    refusal
}
