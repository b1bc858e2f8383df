/**
 * Environment variables the judge reads (queue, sandbox, SQL engines), documented once here. The server adds them
 * to its own list, so the README's configuration table covers every variable the platform reads.
 */
export interface JudgeEnvVarDoc {
  name: string;
  default?: string;
  description: string;
  secret?: boolean;
}

export const JUDGE_ENV_VARS: readonly JudgeEnvVarDoc[] = [
  {
    name: 'JUDGE_CONCURRENCY',
    default: 'number of cores',
    description: 'Jobs judged at once per process (server in embedded mode, each `katana worker`).',
  },
  {
    name: 'SQL_JUDGE_POSTGRES_URL',
    description:
      'PostgreSQL admin URL for judging psql (a throw-away database and role per run). Unset: PGlite in a sandboxed process.',
    secret: true,
  },
  {
    name: 'MYSQL_URL',
    description:
      'MariaDB/MySQL admin URL for judging mysql. Unset: the judge starts a private mariadbd (socket only).',
    secret: true,
  },
  { name: 'KATANA_SANDBOX_UID', default: '65534', description: 'Host uid that sandboxed programs run as.' },
  { name: 'KATANA_SANDBOX_GID', default: '65534', description: 'Host gid that sandboxed programs run as.' },
  { name: 'KATANA_BWRAP', default: 'bwrap on PATH', description: 'Path of the bubblewrap binary.' },
  {
    name: 'KATANA_NATIVE_DIR',
    default: 'packages/judge/native/build',
    description: 'Where the sandbox launcher and the seccomp filter are built.',
  },
  {
    name: 'KATANA_CGROUP_ROOT',
    default: '/sys/fs/cgroup',
    description: 'cgroup mount point; each run gets a fresh cgroup under katana/.',
  },
  {
    name: 'KATANA_JUDGE_WORK_DIR',
    default: '/tmp/katana-judge',
    description: 'Scratch folder for compile and run boxes (the sandbox uid must be able to traverse it).',
  },
];
