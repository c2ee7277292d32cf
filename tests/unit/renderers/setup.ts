import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// MUI under jsdom on a busy two-core machine can take longer than the default second to settle.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
