import classes from './ActivityDescription.module.css';
import { isHtml } from './sanitizer';
import { useSanitizer } from './useSanitizer';

/**
 * An activity's description: plain text as text; HTML only once DOMPurify has sanitised it (the detail page loads
 * DOMPurify with the activity when a description is HTML, so it is there when the activity shows).
 */
export function ActivityDescription({ text }: { text: string }) {
  const html = isHtml(text);
  const sanitize = useSanitizer(html);
  if (!html) return <div className={classes.description}>{text}</div>;
  if (!sanitize) return null;
  return <div className={classes.description} dangerouslySetInnerHTML={{ __html: sanitize(text) }} />;
}
