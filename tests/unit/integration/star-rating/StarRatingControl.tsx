import { type ControlProps, and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { withJsonFormsControlProps } from '@jsonforms/react';
import { Rating } from '@mui/material';
import { FieldFrame, PreviewValue, useControl } from '../../../../renderers/index';

/** The integrator's renderer: the shared field frame around MUI's Rating. */
function StarRatingControl(props: ControlProps) {
  const control = useControl(props);
  if (!props.visible) return null;
  const value = typeof props.data === 'number' ? props.data : null;
  return (
    <FieldFrame id={control.id} label={props.label} required={props.required ?? false} errors={props.errors} options={control.options} group>
      {control.preview ? (
        <PreviewValue id={control.id} sensitive={false}>{value === null ? '' : '★'.repeat(value)}</PreviewValue>
      ) : (
        <Rating
          name={control.id}
          value={value}
          disabled={control.disabled}
          onChange={(_, next) => props.handleChange(props.path, typeof next === 'number' && Number.isFinite(next) ? next : undefined)}
          onBlur={control.onBlur}
        />
      )}
    </FieldFrame>
  );
}

export const starRatingEntry = {
  tester: rankWith(10, and(isControl, optionIs('fieldType', 'starRating'))),
  renderer: withJsonFormsControlProps(StarRatingControl),
};
