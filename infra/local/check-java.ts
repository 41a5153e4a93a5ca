import { spawnSync } from 'node:child_process';

export const JAVA_FIX = 'Kisa needs Java 17+ for DynamoDB Local: install it (Debian: apt-get install -y openjdk-17-jre-headless) and run npm start again.';

/** The major version in `java -version` output ("1.8.0_202" means 8), if any. */
export function parseJavaMajor(output: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** Java's major version, or undefined when `java` is missing. `java -version` prints to stderr. */
export function javaMajorVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return parseJavaMajor(`${result.stderr}${result.stdout}`);
}

/** Undefined when Java is fine, else the one line telling the user how to fix it. */
export function javaProblem(): string | undefined {
  const major = javaMajorVersion();
  return major !== undefined && major >= 17 ? undefined : JAVA_FIX;
}
