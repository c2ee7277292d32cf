import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { allFixtures } from '../../../fixtures/index';
import { prepareForm } from '../../../renderers/index';

// MUI under jsdom on a busy two-core machine can take longer than the default second to settle.
configure({ asyncUtilTimeout: 5000 });

/** A dropdown of eleven options: drawn as the searchable select, which no fixture's lists are long enough for. */
const longList = [{ id: 1, field: 'long', type: 5, name: 'Long list', item: Array.from({ length: 11 }, (_, index) => ({ sc: `${index}`, tc: `${index}`, en: `${index}` })) }];

// As a page's loading step does: the code the forms need (here every deferred part: each fixture's, and the searchable
// select's) is loaded before the tests draw forms, so forms are drawn at once. tests/unit/renderers/deferred/ tests
// forms drawn before their code has loaded.
// The file dialogs load in the background once a list shows a file; here they load first, so a click opens them at once.
const fileDialogs = [import('../../../renderers/media/ImageDialog'), import('../../../renderers/media/PdfDialog'), import('../../../renderers/media/VideoDialog')];
beforeAll(() => Promise.all([...allFixtures.map((fixture) => fixture.fields), longList].map((fields) => prepareForm(fields, { locale: 'sc' }))).then(() => Promise.all(fileDialogs)));

afterEach(() => cleanup());
