import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveData } from '../../../../protocol/apply';
import { applicantWithBatch, save } from '../../server/apply/helpers';
import { startTestServer, type TestServer } from '../../server/harness';
import { starRatingFieldTypes } from './runtime';
import fixture from './star-rating.json';

describe('the star rating registered on the server (field type 42)', () => {
  let server: TestServer;
  let menuId: number;
  beforeAll(async () => {
    server = await startTestServer({ fieldTypes: starRatingFieldTypes });
    const projectId = await server.projectId('scu');
    const inserted = await server.app.ctx.db
      .insertInto('modules')
      .values({ project_id: projectId, name: 'course-rating', title: JSON.stringify({ sc: '评分', tc: '評分', en: 'Rating' }), required: 0, referee: 0, options: '{}', fields: JSON.stringify(fixture.fields), sort: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    menuId = inserted.id;
  });
  afterAll(async () => server.close());

  const saved = async (values: Record<string, unknown>) => {
    const user = await applicantWithBatch(server);
    return (await save(server, user.headers, menuId, values, 0)).body.data as SaveData;
  };

  it('keeps a save with an invalid rating incomplete, with the type’s own message', async () => {
    const junk = await saved({ course: 'Analysis', stars: 'junk' });
    expect(junk.state).toBe(1);
    expect(junk.errors).toEqual([{ field: 'stars', keyword: 'type', message: 'Choose 1 to 5 stars' }]);
    const tooMany = await saved({ course: 'Analysis', stars: 9 });
    expect(tooMany.errors).toEqual([{ field: 'stars', keyword: 'maximum', message: 'Choose 1 to 5 stars' }]);
  });

  it('keeps a save without the required rating incomplete', async () => {
    const empty = await saved({ course: 'Analysis' });
    expect(empty.state).toBe(1);
    expect(empty.errors).toEqual([{ field: 'stars', keyword: 'required', message: 'Give the course a rating' }]);
  });

  it('completes a module with a rating from 1 to 5 (sent as text as a form post would)', async () => {
    expect(await saved({ course: 'Analysis', stars: '4' })).toMatchObject({ state: 2, errors: [] });
  });
});
