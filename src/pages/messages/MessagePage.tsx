import { useSearchParams } from 'react-router-dom';
import { MessageDetail } from './MessageDetail';
import { MessageList } from './MessageList';
import { pageOf } from '../../components/paging';
import { messageIdOf } from './messageText';

/** `/message`: the message centre; `?id=` shows one message, `?page=` a page of the list. */
export default function MessagePage() {
  const [search] = useSearchParams();
  const page = pageOf(search.get('page'));
  const id = messageIdOf(search);
  if (id === undefined) return <MessageList page={page} />;
  return <MessageDetail key={id ?? 'none'} id={id} page={page} />;
}
