import type { z } from "zod";

export interface JobPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /** Workers polling this queue in one worker process. */
  concurrency: number;
}

/** A job the worker also runs on a clock (pg-boss cron, in UTC). */
export interface JobCron {
  /** Five-field cron pattern, UTC. */
  pattern: string;
  /** Why this cadence: shown nowhere, read by whoever changes it. */
  why: string;
}

export interface JobDefinition<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  name: Name;
  schema: Schema;
  policy: JobPolicy;
  cron?: JobCron;
}

export type JobPayload<J extends JobDefinition> = z.input<J["schema"]>;
export type JobData<J extends JobDefinition> = z.output<J["schema"]>;

const defaults: JobPolicy = {
  retryLimit: 5,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 300,
  concurrency: 2,
};

export function defineJob<const Name extends string, Schema extends z.ZodType>(def: {
  name: Name;
  schema: Schema;
  policy?: Partial<JobPolicy>;
  cron?: JobCron;
}): JobDefinition<Name, Schema> {
  return {
    name: def.name,
    schema: def.schema,
    policy: { ...defaults, ...def.policy },
    ...(def.cron ? { cron: def.cron } : {}),
  };
}
