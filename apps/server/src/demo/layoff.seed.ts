import type { CreateLayoffRequestBody } from '@market/contract';
import type { UsersRepository } from '../modules/identity/index.js';
import type { DemoPrivateFiles } from './learning.seed.js';

/** What the seed needs of layoff requests: filing one as its person would. */
export interface DemoLayoffRequests {
  layoffRequests: { submit(userId: string, body: CreateLayoffRequestBody): Promise<unknown> };
}

// A one-page PDF standing for the letter of dismissal the person scanned.
const LETTER = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The demo buyer has lost their job and waits for the admins' decision: the console's queue has one request to open. */
export async function seedLayoffRequest(deps: {
  users: Pick<UsersRepository, 'findByEmail'>;
  files: DemoPrivateFiles;
  layoff: DemoLayoffRequests;
  email: string;
}) {
  const person = await deps.users.findByEmail(deps.email);
  if (!person) return;
  const proof = await deps.files.storePrivate({
    folder: 'layoff-proofs',
    fileName: 'quyet-dinh-cham-dut-hop-dong.pdf',
    contentType: 'application/pdf',
    bytes: LETTER,
    ownerId: person.id,
  });
  const layoffDate = new Date(Date.now() + 7 * 3600_000 - 21 * 86_400_000).toISOString().slice(0, 10);
  await deps.layoff.layoffRequests.submit(person.id, {
    formerEmployer: 'Công ty TNHH Thương mại Điện tử Sông Hồng',
    layoffDate,
    reason:
      'Công ty tái cơ cấu và cắt giảm bộ phận chăm sóc khách hàng, tôi nghỉ việc từ cuối tháng. Tôi muốn học thêm kỹ năng phân tích dữ liệu để tìm việc mới.',
    proofFileId: proof.id,
  });
}
