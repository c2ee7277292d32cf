import { expect, test } from '../cspGuard';
import { openSignedIn } from './journeyApi';
import { applicantWithBatch, inviteRecommenders, submitLetterOverApi, unique } from './recommendApi';

test('home shows each letter as it is: not invited, invited but not written, submitted', async ({ page, request }, info) => {
  const id = unique();
  const people = [
    { name: 'Ann Invited', email: `ann-${id}@example.org` },
    { name: 'Ben Waiting', email: `ben-${id}@example.org` },
    { name: 'Cai Written', email: `cai-${id}@example.org` },
  ];
  const applicant = await applicantWithBatch(request, 'scu');
  const [, written] = await inviteRecommenders(request, applicant, people, [1, 3]);
  if (!written) throw new Error('no invitation for the third recommender');
  await submitLetterOverApi(request, info, written);

  await openSignedIn(page, { domain: 'scu', token: applicant.token, mobile: '' }, '/');
  const records = page.getByRole('region', { name: 'Recommendation records' });
  const cells = (name: string) => records.getByRole('row', { name: new RegExp(name) }).getByRole('cell');
  await expect(cells('Ann Invited')).toHaveText(['Ann Invited', people[0]?.email ?? '', 'Sent', 'Not written', 'Invited, not submitted']);
  await expect(cells('Ben Waiting')).toHaveText(['Ben Waiting', people[1]?.email ?? '', 'Not sent', 'Not written', 'Not invited']);
  await expect(cells('Cai Written')).toHaveText(['Cai Written', people[2]?.email ?? '', 'Sent', 'Written', 'Submitted']);
});
