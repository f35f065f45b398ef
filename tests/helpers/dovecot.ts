import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";

/**
 * A real IMAP server for the mail-in tests: Debian's dovecot (`dovecot-imapd`, installed by
 * .ci/run), started as a child process on 127.0.0.1:`port` with a throw-away configuration in a
 * temporary folder: one passwd-file user, maildir storage in that folder, plain login allowed
 * (loopback only, no TLS). Stopped by its PID; the folder removed.
 */
export type TestImapServer = {
  url: string;
  user: string;
  password: string;
  /** Delivers a raw message to the user's INBOX (IMAP APPEND), unread. */
  deliver(raw: string | Buffer): Promise<void>;
  /** The UIDs of the INBOX's unread and read messages. */
  inbox(): Promise<{ unseen: number[]; seen: number[] }>;
  stop(): Promise<void>;
};

const DOVECOT = "/usr/sbin/dovecot";

export async function startTestImapServer(port: number): Promise<TestImapServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "dovecot-test-"));
  // The mail processes run as the unprivileged `dovecot` user (dovecot refuses uid 0).
  await chmod(dir, 0o777);
  const user = "supporto";
  const password = "imap-test-password";
  const { uid, gid } = await systemUser("dovecot");
  await writeFile(
    path.join(dir, "users"),
    `${user}:{PLAIN}${password}:${uid}:${gid}::${dir}/home/${user}\n`,
  );
  await writeFile(
    path.join(dir, "dovecot.conf"),
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `instance_name = dovecot-test-${port}`,
      `log_path = ${dir}/dovecot.log`,
      "protocols = imap",
      "listen = 127.0.0.1",
      "ssl = no",
      "disable_plaintext_auth = no",
      "auth_mechanisms = plain login",
      "default_internal_user = dovecot",
      "default_login_user = dovenull",
      `mail_location = maildir:${dir}/mail/%u`,
      "first_valid_uid = 1",
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN ${dir}/users\n}`,
      `userdb {\n  driver = passwd-file\n  args = ${dir}/users\n}`,
      `service imap-login {\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      "service anvil {\n  chroot =\n}",
      "service stats {\n  unix_listener stats-writer {\n    mode = 0666\n  }\n}",
      "",
    ].join("\n"),
  );
  const child = spawn(DOVECOT, ["-F", "-c", path.join(dir, "dovecot.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForPort(port, child, () => output);
  } catch (error) {
    child.kill("SIGKILL");
    const log = await readFile(path.join(dir, "dovecot.log"), "utf8").catch(() => "");
    await rm(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${output}\n${log}`, { cause: error });
  }
  const url = `imap://127.0.0.1:${port}`;

  const withClient = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
    });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  return {
    url,
    user,
    password,
    deliver: (raw) =>
      withClient(async (client) => {
        await client.append("INBOX", raw, []);
      }),
    inbox: () =>
      withClient(async (client) => {
        const lock = await client.getMailboxLock("INBOX");
        try {
          const unseen = (await client.search({ seen: false }, { uid: true })) || [];
          const seen = (await client.search({ seen: true }, { uid: true })) || [];
          return { unseen, seen };
        } finally {
          lock.release();
        }
      }),
    async stop() {
      await stopChild(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function systemUser(name: string): Promise<{ uid: number; gid: number }> {
  const passwd = await readFile("/etc/passwd", "utf8");
  const line = passwd.split("\n").find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`no system user ${name}: is dovecot-imapd installed?`);
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

async function waitForPort(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dovecot exited (${child.exitCode})`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`dovecot did not listen on ${port}: ${output()}`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timeout = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timeout);
}
