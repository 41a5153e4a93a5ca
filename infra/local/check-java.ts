import { spawnSync } from 'node:child_process';

export const JAVA_FIX =
  'Kisa needs Java 17+ for DynamoDB Local: install it (Debian: apt-get install -y openjdk-17-jre-headless) and run npm start again.';

/** Java's major version, or undefined when `java` is missing. `java -version` prints to stderr. */
export function javaMajorVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8.0" means Java 8
}

/** Undefined when Java is fine, else the one line telling the user how to fix it. */
export function javaProblem(): string | undefined {
  const major = javaMajorVersion();
  return major !== undefined && major >= 17 ? undefined : JAVA_FIX;
}
