/**
 * Certificate preview images, drawn once and kept in `certificate_images`: requests read a row instead of making
 * the server draw (tens of milliseconds of blocked event loop each). A certificate gets its image when it is
 * issued; one issued before images were kept gets it on its first request. Every drawing waits in one queue for
 * the whole process, so many at once cannot pile onto the event loop.
 */
import type { DB } from '../db/index.js';
import type { CertificateRecord } from './certificates.js';
import { certificateImage } from './og-image.js';
import { serialQueue } from './serial-queue.js';

/** Beyond one drawing under way and this many waiting, a request is told to come back later. */
const drawings = serialQueue({ maxWaiting: 20 });

export function certificateImages(db: DB) {
  /** Drawings under way by code: simultaneous requests for one certificate wait for the same drawing. */
  const inFlight = new Map<string, Promise<Buffer>>();

  /** Stores the image, unless its certificate is gone meanwhile (the account was deleted) or it is there. */
  async function store(code: string, png: Buffer): Promise<void> {
    await db
      .insertInto('certificate_images')
      .columns(['code', 'png', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('certificates')
          .select((s) => [
            'certificates.code',
            s.val(png.toString('base64')).as('png'),
            s.val(new Date().toISOString()).as('created_at'),
          ])
          .where('certificates.code', '=', code),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  function draw(certificate: CertificateRecord): Promise<Buffer> {
    let pending = inFlight.get(certificate.code);
    if (!pending) {
      pending = drawings
        .run(() => certificateImage(certificate))
        .then(async (png) => {
          await store(certificate.code, png);
          return png;
        })
        .finally(() => inFlight.delete(certificate.code));
      inFlight.set(certificate.code, pending);
    }
    return pending;
  }

  return {
    /** The certificate's image as stored, drawn and stored first when there is none. */
    async get(certificate: CertificateRecord): Promise<Buffer> {
      const row = await db
        .selectFrom('certificate_images')
        .select('png')
        .where('code', '=', certificate.code)
        .executeTakeFirst();
      return row ? Buffer.from(row.png, 'base64') : draw(certificate);
    },
  };
}
