import type { Settings } from '../../settings';
import { diskMediaStore, type MediaStore } from './media-store';

/**
 * The store the settings ask for: the bucket when S3_BUCKET is set, checked
 * before anything else starts (a SettingsError names the wrong setting);
 * otherwise the data folder.
 */
export async function openMediaStore(settings: Settings): Promise<MediaStore> {
  if (!settings.s3) return diskMediaStore(settings.dataDir);
  // Loaded only for a bucket: the AWS SDK costs memory the disk default does not need.
  const { checkBucket, s3Client, s3MediaStore } = await import('./media-store-s3');
  const client = s3Client(settings.s3);
  try {
    await checkBucket(client, settings.s3);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return s3MediaStore(client, settings.s3.bucket);
}
