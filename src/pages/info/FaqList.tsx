import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import type { ContentItem } from '../../../protocol/content';
import { useProjectStore } from '../../store';
import { contentIn } from './content';
import { SafeHtml } from './SafeHtml';

/** Props of {@link FaqList}. */
export interface FaqListProps {
  /** The questions (title) and answers (HTML body) to show. */
  items: readonly ContentItem[];
}

/** FAQ as an accordion: each question a heading-level button that opens its answer. */
export function FaqList({ items }: FaqListProps) {
  const locale = useProjectStore((state) => state.locale);
  return (
    <div>
      {items.map((item) => {
        const { title, body } = contentIn(item, locale);
        const id = `faq-${item.id}`;
        return (
          <Accordion key={item.id} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-question`} aria-controls={`${id}-answer`}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <SafeHtml html={body} />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
