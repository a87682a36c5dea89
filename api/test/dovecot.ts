/**
 * A real IMAP server for tests: Debian's Dovecot (`dovecot-imapd`), run as root in the
 * foreground with a configuration of its own under a temporary folder: maildir there, one
 * passwd-file user, IMAP on a free loopback port, no TLS, plain authentication. `available()`
 * says why it cannot run here (no binary, not root) so a test can skip with that reason.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './pg-cluster';

const BINARY = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'].find((p) => existsSync(p));
/** Mail is owned by an unprivileged user (Dovecot refuses root for mail access). */
const MAIL_UID = 65534;
const MAIL_GID = 65534;

/** Undefined when Dovecot can run here; else why not. */
export function dovecotUnavailable(): string | undefined {
  if (!BINARY)
    return 'Dovecot is not installed (apt-get install dovecot-imapd; scripts/lib/system-deps.sh does it)';
  if (typeof process.getuid === 'function' && process.getuid() !== 0)
    return 'Dovecot is started with its own configuration as root; these tests run as another user';
  return undefined;
}

export interface TestDovecot {
  /** imap://user:pass@127.0.0.1:port */
  url: string;
  /** Appends a raw message to INBOX (as a mail delivery would). */
  append(raw: Buffer): Promise<void>;
  /** UIDs of INBOX's messages without \Seen. */
  unseen(): Promise<number[]>;
  stop(): Promise<void>;
}

function waitForPort(port: number, timeoutMs: number, log: () => Promise<string>) {
  const until = Date.now() + timeoutMs;
  return new Promise<void>((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > until) {
          void log().then((text) =>
            reject(new Error(`Dovecot did not listen on ${port}:\n${text}`)),
          );
        } else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export async function startDovecot(): Promise<TestDovecot> {
  const reason = dovecotUnavailable();
  if (reason) throw new Error(reason);
  const dir = await mkdtemp(join(tmpdir(), 'northbeam-dovecot-'));
  await chmod(dir, 0o755);
  for (const sub of ['run', 'state', 'mail']) await mkdir(join(dir, sub));
  await chown(join(dir, 'mail'), MAIL_UID, MAIL_GID);
  const user = 'jobs';
  const pass = `imap-${Math.random().toString(36).slice(2)}`;
  await writeFile(join(dir, 'passwd'), `${user}:{PLAIN}${pass}\n`, { mode: 0o644 });
  const port = await freePort();
  const config = `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain
mail_location = maildir:${dir}/mail/%u
first_valid_uid = 1
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${MAIL_UID} gid=${MAIL_GID} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`;
  await writeFile(join(dir, 'dovecot.conf'), config);
  const child: ChildProcess = spawn(BINARY!, ['-c', join(dir, 'dovecot.conf'), '-F'], {
    stdio: 'ignore',
  });
  const log = () => readFile(join(dir, 'dovecot.log'), 'utf8').catch(() => '(no log)');
  await waitForPort(port, 10_000, log);

  const client = () =>
    new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass }, logger: false });
  return {
    url: `imap://${user}:${pass}@127.0.0.1:${port}`,
    async append(raw) {
      const c = client();
      await c.connect();
      try {
        await c.append('INBOX', raw);
      } finally {
        await c.logout();
      }
    },
    async unseen() {
      const c = client();
      await c.connect();
      try {
        const lock = await c.getMailboxLock('INBOX');
        try {
          return (await c.search({ seen: false }, { uid: true })) || [];
        } finally {
          lock.release();
        }
      } finally {
        await c.logout();
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
