import 'survey-core/survey-core.css';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import { createRoot } from 'react-dom/client';
import { surveyModule } from '../surveyDefinition';
import type { MountForm } from './types';

export const mountForm: MountForm = (root) => {
  const { json, data } = surveyModule();
  const model = new Model(json);
  model.data = data;
  createRoot(root).render(<Survey model={model} />);
  return { validate: () => model.validate(true, false) };
};
