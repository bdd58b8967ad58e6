// Browser test of the content service's editor: an admin edits an FAQ in the console's "Nội dung",
// and the public help page follows its draft / publish state.
import { settled, violations } from './e2e-a11y.mjs';
import { login } from './e2e-support.mjs';

export function contentTests(test) {
  test('an admin edits an FAQ in the console, unpublishes and publishes it, and the public help page shows it only once published', async ({
    url,
    user,
    admin,
  }) => {
    const question = `Tôi quên mật khẩu, làm sao lấy lại? (E2E ${Date.now()})`;
    const page = admin.page;
    await login(page, url, 'admin@demo.vn', 'Admin@123456');
    await page.getByTestId('user-name').waitFor();

    // Console → Nội dung → Câu hỏi thường gặp, found by searching.
    await page.goto(`${url}/admin`);
    await page.getByRole('link', { name: 'Nội dung', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Nội dung' }).waitFor();
    await page.getByRole('link', { name: 'Câu hỏi thường gặp', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' }).waitFor();
    await page.getByLabel('Tìm kiếm').fill('quên mật khẩu');
    const row = page.getByTestId('cms-entry-row').filter({ hasText: 'Tôi quên mật khẩu thì làm sao?' });
    await row.waitFor();
    await row.getByRole('link', { name: /^Sửa / }).click();

    // The generated form: the question changed, then unpublished (a draft is not public)...
    const field = page.getByLabel('Câu hỏi', { exact: true });
    await field.waitFor();
    if ((await field.inputValue()) !== 'Tôi quên mật khẩu thì làm sao?') throw new Error(`the editor shows "${await field.inputValue()}"`);
    await page.getByTestId('entry-status').filter({ hasText: 'Đã xuất bản' }).waitFor();
    await field.fill(question);
    await page.getByRole('button', { name: 'Gỡ xuất bản', exact: true }).click();
    await page.getByTestId('entry-status').filter({ hasText: 'Bản nháp' }).waitFor();
    await page.getByText('Đã gỡ xuất bản').first().waitFor();

    await user.page.goto(`${url}/help`);
    await user.page.getByRole('region', { name: 'Chung' }).waitFor();
    if (await user.page.getByText('Tôi quên mật khẩu').count()) throw new Error('the help page shows a draft');

    // ...then published: the help page shows the new question.
    if ((await page.getByLabel('Câu hỏi', { exact: true }).inputValue()) !== question) throw new Error('the draft lost the new question');
    await page.getByRole('button', { name: 'Xuất bản', exact: true }).click();
    await page.getByTestId('entry-status').filter({ hasText: 'Đã xuất bản' }).waitFor();

    await user.page.goto(`${url}/help`);
    const account = user.page.getByRole('region', { name: 'Tài khoản' });
    await account.getByText(question, { exact: true }).waitFor();

    // The preview draws it as the help page does.
    await page.getByRole('button', { name: 'Xem trước', exact: true }).click();
    await page.getByRole('region', { name: 'Xem trước' }).getByText(question, { exact: true }).waitFor();

    // The generated editor passes axe (WCAG 2.1 AA, serious and critical), as the public pages do.
    await settled(page);
    const found = await violations(page, 'the FAQ editor', 'main');
    if (found.length) throw new Error(`${found.length} serious or critical WCAG 2.1 AA violation(s):\n  ${found.join('\n  ')}`);
  });
}
