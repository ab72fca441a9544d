import { CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { S3FileStorage } from './s3';
import { hasMotoServer, startMotoServer, startS3rver, type TestS3Server } from './s3-test-servers';
import { describeFileStorage, type StorageUnderTest } from './storage-suite';

async function underTest(server: TestS3Server, interruptedUploads: StorageUnderTest['interruptedUploads']): Promise<StorageUnderTest> {
  const storage = await server.createBucket('boda-files');
  return {
    storage,
    async leaveInterruptedUpload(key) {
      const started = await storage.client.send(new CreateMultipartUploadCommand({ Bucket: 'boda-files', Key: key }));
      await storage.client.send(
        new UploadPartCommand({ Bucket: 'boda-files', Key: key, UploadId: started.UploadId, PartNumber: 1, Body: Buffer.from('half') }),
      );
    },
    unreachable: () => new S3FileStorage(server.config('no-such-bucket')),
    interruptedUploads,
    async close() {
      storage.close();
      await server.close();
    },
  };
}

describeFileStorage('S3FileStorage on s3rver', async () => underTest(await startS3rver(), 'unlisted'));
// moto's server implements the multipart listing s3rver lacks; it is on this machine kind (pip).
if (hasMotoServer()) describeFileStorage('S3FileStorage on moto', async () => underTest(await startMotoServer(), 'undated'));
