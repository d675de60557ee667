import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3Server {
  bucket: string;
  /** The AWS SDK's own variables for a client of this server (what store-api reads through the SDK). */
  env: Record<string, string>;
  /** A client of the test's own, to look into the bucket. */
  client: S3Client;
  /** Every key in the bucket under a prefix, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** Stops answering (connections to the port are refused) until start(). */
  stop(): Promise<void>;
  /** Answers again, on the same port, with the objects it had. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, from npm) in this process, on a random loopback port, with its objects in a
 * temporary folder and one empty bucket: store-api talks to it through the AWS SDK as it would to MinIO.
 */
export async function startS3Server(bucket = 'certificates'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  let port = 0;
  let server: S3rver | undefined;
  async function start() {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    ({ port } = await server.run());
  }
  async function stop() {
    await server?.close();
    server = undefined;
  }
  await start();
  const env = {
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
    AWS_REGION: 'us-east-1',
    // s3rver's own fixed credentials.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    // The SDK warns once that its 2027 releases will need Node 22: noise in the output of a test or command.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const client = new S3Client({
    endpoint: env.AWS_ENDPOINT_URL_S3,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
    forcePathStyle: true,
  });
  return {
    bucket,
    env,
    client,
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
