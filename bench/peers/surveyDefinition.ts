import { type BenchField, GROUP, ID_NUMBER_PATTERN, MOBILE_PATTERN, NUMBER_PATTERN, TRIGGER, benchFields, groupRows } from './module';

type Question = Record<string, unknown>;

const regex = (pattern: string) => ({ type: 'regex', regex: pattern });

function question(field: BenchField): Question {
  const base: Question = { name: field.key, title: field.label, isRequired: field.required };
  if (field.dependent) base.visibleIf = `{${TRIGGER.key}} = '${TRIGGER.open}'`;
  switch (field.kind) {
    case 'text':
      return { ...base, type: 'text', ...(field.limit ? { maxLength: field.limit } : {}) };
    case 'textarea':
      // SurveyJS has no word count validator: the closest stock limit is on characters.
      return { ...base, type: 'comment', validators: [{ type: 'text', maxLength: (field.limit ?? 0) * 8 }] };
    case 'number':
      return { ...base, type: 'text', validators: [regex(NUMBER_PATTERN)] };
    case 'email':
      return { ...base, type: 'text', inputType: 'email', validators: [{ type: 'email' }] };
    case 'idNumber':
      return { ...base, type: 'text', validators: [regex(ID_NUMBER_PATTERN)] };
    case 'phone':
      return {
        ...base,
        type: 'multipletext',
        items: [
          { name: 'code', title: 'Code' },
          { name: 'number', title: 'Number', inputType: 'tel', validators: [regex(MOBILE_PATTERN)] },
        ],
      };
    case 'date':
      return { ...base, type: 'text', inputType: 'date' };
    case 'radio':
      return { ...base, type: 'radiogroup', choices: field.options };
    case 'checkbox':
      return { ...base, type: 'checkbox', choices: field.options };
    case 'dropdown':
      return { ...base, type: 'dropdown', choices: field.options };
  }
}

/**
 * The bench module as a SurveyJS JSON: one page, `visibleIf` for the trigger, a dynamic panel for the group. Values
 * reach the model on every keystroke and a changed question is checked at once, as the portal does.
 */
export function surveyModule(): { json: Question; data: Record<string, unknown> } {
  const json: Question = {
    showQuestionNumbers: 'off',
    checkErrorsMode: 'onValueChanged',
    textUpdateMode: 'onTyping',
    elements: [
      ...benchFields().map(question),
      {
        type: 'paneldynamic',
        name: GROUP.key,
        title: GROUP.label,
        minPanelCount: 1,
        maxPanelCount: GROUP.maxRows,
        panelAddText: GROUP.addLabel,
        templateElements: GROUP.columns.map((column) => ({ type: 'text', name: column.key, title: column.label, isRequired: column.required })),
      },
    ],
  };
  return { json, data: { [GROUP.key]: groupRows() } };
}
