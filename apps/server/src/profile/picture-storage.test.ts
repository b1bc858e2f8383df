/**
 * The picture storages: on disk (the embedded default), and in an S3-compatible bucket, checked against a small
 * local stand-in for the service (PUT, GET and DELETE of objects, path-style, 404 for a missing key) that records
 * the signed requests the AWS SDK sends.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskPictureStorage, createS3PictureStorage, type PictureStorage } from './picture-storage.ts';

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function behavesLikeAStore(name: string, make: () => PictureStorage) {
  it(`${name}: keeps, returns and removes a picture; refuses a key that could leave its folder`, async () => {
    const storage = make();
    const bytes = Buffer.from([1, 2, 3, 255]);
    expect(await storage.get('uabcdef012345-256.webp')).toBeNull();
    await storage.put('uabcdef012345-256.webp', bytes);
    expect(await storage.get('uabcdef012345-256.webp')).toEqual(bytes);
    await storage.remove('uabcdef012345-256.webp');
    expect(await storage.get('uabcdef012345-256.webp')).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await expect(storage.put('../escape-256.webp', bytes)).rejects.toThrow(/bad picture key/);
  });
}

describe('picture storage', () => {
  let dir: string;
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, Buffer>();
  const requests: { method: string; url: string; authorization: string }[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'katana-pictures-'));
    server = createServer(async (req, res) => {
      requests.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization ?? '' });
      const key = req.url!.split('?')[0]!;
      if (req.method === 'PUT') {
        objects.set(key, await body(req));
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        } else
          res.writeHead(200, { 'content-type': 'image/webp', 'content-length': found.length }).end(found);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address() as { port: number };
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await new Promise((done) => server.close(done));
  });

  behavesLikeAStore('disk', () => createDiskPictureStorage(dir));
  behavesLikeAStore('S3-compatible bucket', () =>
    createS3PictureStorage({
      bucket: 'katana-media',
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    }),
  );

  it('sends signed path-style requests for objects under pictures/', () => {
    expect(requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'GET /katana-media/pictures/uabcdef012345-256.webp',
      'PUT /katana-media/pictures/uabcdef012345-256.webp',
      'GET /katana-media/pictures/uabcdef012345-256.webp',
      'DELETE /katana-media/pictures/uabcdef012345-256.webp',
      'GET /katana-media/pictures/uabcdef012345-256.webp',
    ]);
    for (const r of requests) expect(r.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
  });
});
