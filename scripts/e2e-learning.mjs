// Browser tests of learning: a demo course's preview and progress, and a course from the studio to its certificate.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIMEOUT, waitFor, newBrowser, login } from './e2e-support.mjs';

const media = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps/server/src/demo/media');

/** Registers the learning tests with the runner's `test(name, fn)`. */
export function learningTests(test) {
  test('a visitor plays a demo course\'s free preview; the demo buyer resumes it from "my learning" and finishing a PDF lesson moves their progress', async ({
    url,
    user,
  }) => {
    await user.page.goto(`${url}/courses`);
    await user.page.getByTestId('course-card').first().waitFor();
    await user.page.getByRole('link', { name: 'Khởi nghiệp tinh gọn cho người mới bắt đầu' }).click();
    await user.page.getByRole('button', { name: 'Học thử: Chào mừng bạn đến với khoá học' }).click();
    const video = user.page.getByRole('dialog').locator('video');
    await video.waitFor();
    // The private video comes through a signed link and its metadata loads (the player can seek in it).
    await waitFor(async () => (await video.evaluate((element) => element.readyState)) >= 1, 'the preview video loads');
    await user.page.keyboard.press('Escape');

    await login(user.page, url, 'an@demo.vn', 'User@123456');
    await user.page.waitForURL((target) => !target.pathname.startsWith('/auth'));
    await user.page.goto(`${url}/me/learning`);
    await user.page.getByRole('link', { name: 'Học tiếp' }).first().click();
    await user.page.waitForURL(/\/learn\//);
    const progress = user.page.getByRole('progressbar', { name: 'Tiến độ khoá học' });
    await waitFor(async () => (await progress.getAttribute('aria-valuenow')) === '50', 'the course shows half done');
    await user.page
      .getByRole('complementary', { name: 'Nội dung khoá học' })
      .getByRole('button', { name: /Tài liệu: bảng kiểm/ })
      .click();
    await user.page.getByTitle('Tài liệu: Tài liệu: bảng kiểm trước buổi phỏng vấn').waitFor();
    await user.page.getByRole('button', { name: 'Đánh dấu đã học xong' }).click();
    await waitFor(async () => (await progress.getAttribute('aria-valuenow')) === '75', 'finishing the PDF lesson moves the progress to 75%');
  });

  test('a host builds a course (two sections, a video lesson), submits it, the admin approves; a buyer pays with MoMo, watches part of the video, reloads and resumes there, finishes and sees the certificate', async ({
    url,
    user,
    admin,
  }) => {
    const title = `Nhiếp ảnh điện thoại ${String(Date.now()).slice(-6)}`;
    const video = path.join(media, 'lesson-1.mp4');
    const host = await newBrowser();
    try {
      // The demo host writes the course in the studio: details, two sections, a video and a text lesson.
      const studio = host.page;
      await login(studio, url, 'host@demo.vn', 'Host@123456');
      await studio.getByTestId('user-name').waitFor();
      await studio.goto(`${url}/studio/courses/new`);
      await studio.getByLabel('Tên khoá học').fill(title);
      await studio.getByLabel('Học phí').fill('150000');
      await studio.getByRole('button', { name: 'Tạo và soạn nội dung' }).click();
      await studio.waitForURL(/\/studio\/courses\/[0-9a-f-]{36}\?tab=curriculum/);
      for (const name of ['Làm quen', 'Thực hành']) {
        await studio.getByRole('button', { name: 'Thêm chương' }).click();
        await studio.getByRole('dialog').getByLabel('Tên chương').fill(name);
        await studio.getByRole('dialog').getByRole('button', { name: 'Lưu thay đổi' }).click();
        await studio.getByRole('list', { name }).waitFor();
      }
      await studio.getByRole('button', { name: 'Thêm bài học' }).first().click();
      let dialog = studio.getByRole('dialog');
      await dialog.getByLabel('Tên bài học').fill('Cầm máy cho vững');
      await dialog.locator('input[type=file]').setInputFiles(video);
      await dialog.getByText('Đã tải tệp lên').waitFor({ timeout: TIMEOUT });
      await dialog.getByRole('button', { name: 'Lưu bài học' }).click();
      await studio.getByRole('list', { name: 'Làm quen' }).getByText('Cầm máy cho vững').waitFor();
      await studio.getByRole('button', { name: 'Thêm bài học' }).nth(1).click();
      dialog = studio.getByRole('dialog');
      await dialog.getByLabel('Tên bài học').fill('Bài tập: ba khung hình');
      await dialog.getByLabel('Loại bài').selectOption('TEXT');
      await dialog.getByLabel('Nội dung bài đọc').fill('Chụp ba bức ảnh cùng một vật ở ba góc khác nhau.');
      await dialog.getByRole('button', { name: 'Lưu bài học' }).click();
      await studio.getByRole('list', { name: 'Thực hành' }).getByText('Bài tập: ba khung hình').waitFor();
      await studio.getByRole('button', { name: 'Gửi duyệt' }).click();
      await studio.getByText('Chờ duyệt').first().waitFor();
    } finally {
      await host.close();
    }

    // The admin approves it from the console's queue.
    await login(admin.page, url, 'admin@demo.vn', 'Admin@123456');
    await admin.page.getByTestId('user-name').waitFor();
    await admin.page.goto(`${url}/admin/courses`);
    await admin.page.getByRole('button', { name: `Duyệt: ${title}` }).click();
    await admin.page.getByText('Đã duyệt khoá học').first().waitFor();

    // A buyer finds it without diacritics and pays with MoMo.
    const page = user.page;
    await login(page, url, 'an@demo.vn', 'User@123456');
    await page.getByTestId('user-name').waitFor();
    await page.goto(`${url}/courses?q=nhiep anh dien thoai`);
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('button', { name: 'Mua khoá học' }).click();
    await page.waitForURL(/\/checkout/);
    await page
      .getByRole('radio', { name: /Ví MoMo/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
    await page.getByRole('heading', { name: /MoMo/ }).waitFor();
    await page.getByRole('button', { name: 'Thanh toán thành công', exact: true }).click();
    await page.waitForURL(/\/payment\/result/);
    // The result speaks of the course bought and leads straight to its player.
    await page.getByRole('link', { name: 'Bắt đầu học' }).click();
    await page.waitForURL(/\/learn\//);

    // Part of the video: the place is saved when the learner pauses, and a reload resumes there.
    const player = page.locator('video');
    await waitFor(async () => (await player.evaluate((element) => element.readyState)) >= 1, 'the lesson video loads');
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && /\/progress$/.test(new URL(res.url()).pathname) && res.ok());
    await player.evaluate(async (element) => {
      element.muted = true;
      element.currentTime = 6;
      await element.play();
      element.pause();
    });
    await saved;
    await page.reload();
    await page.getByText('Tiếp tục từ 0:06').waitFor();
    await waitFor(async () => Math.round(await page.locator('video').evaluate((element) => element.currentTime)) === 6, 'the video starts again at 0:06');

    // The end of the video completes it; the text lesson is read; the certificate follows.
    await page.locator('video').evaluate(async (element) => {
      element.muted = true;
      element.currentTime = Math.max(0, element.duration - 0.5);
      await element.play();
    });
    const progress = page.getByRole('progressbar', { name: 'Tiến độ khoá học' });
    await waitFor(async () => (await progress.getAttribute('aria-valuenow')) === '50', 'the video lesson counts as done');
    await page.getByRole('button', { name: 'Bài tiếp theo' }).first().click();
    await page.getByTestId('lesson-text').waitFor();
    await page.getByRole('button', { name: 'Đánh dấu đã học xong' }).click();
    await page.getByText('Chúc mừng! Bạn đã hoàn thành khoá học.').waitFor();
    await page.getByRole('link', { name: 'Xem chứng nhận' }).click();
    await page.getByText('Chứng nhận hợp lệ').waitFor();
    await page.getByText(title).first().waitFor();
  });
}
