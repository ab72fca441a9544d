import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardPost } from '@boda/contract';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { mockApi, signIn } from '../../test/fixtures';
import { PostDialog } from './PostDialog';

const post: BoardPost = {
  boardIdx: 1,
  postIdx: 4,
  title: 'Holiday',
  content: '<p>Closed on Monday</p>',
  publishStartDatetime: null,
  publishEndDatetime: null,
  regUserIdx: 7,
  regUserName: 'Teacher Park',
  regDatetime: '2024-03-05T01:02:00Z',
  readCount: 3,
  postRead: true,
  mine: true,
  fileList: [],
};

function renderPost(props: { post?: BoardPost; publishUse?: boolean }, save: () => unknown = () => ({ result: { postIdx: 4 } })) {
  signIn();
  const api = mockApi({ 'board.post.SAVE': save as never });
  const onClose = vi.fn();
  render(
    <AppProviders client={createQueryClient()}>
      <PostDialog section="notice" publishUse={props.publishUse ?? false} post={props.post} onClose={onClose} />
    </AppProviders>,
  );
  return { api, onClose };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('PostDialog', () => {
  it('says under each field what a new post lacks, in the shown language, focuses the title and sends nothing', async () => {
    const { api } = renderPost({});
    await userEvent.click(await screen.findByTestId('post-save'));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter the content.')).toBeInTheDocument();
    expect(screen.getByTestId('post-title')).toHaveFocus();
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByText(i18n.t('board:form.enterContent'))).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('puts a start after the end under the end', async () => {
    const { api } = renderPost({ post, publishUse: true });
    const start = (await screen.findByTestId('post-start')) as HTMLInputElement;
    fireEvent.change(start, { target: { value: start.max } });
    await userEvent.click(screen.getByTestId('post-save'));
    expect(await screen.findByText('The start may not be after the end.')).toBeInTheDocument();
    expect(screen.getByTestId('post-end')).toHaveAttribute('aria-invalid', 'true');
    expect(api).not.toHaveBeenCalled();
  });

  it('saves an edit as it is, and shows a server refusal of the title under the title', async () => {
    const { api, onClose } = renderPost({ post }, () => {
      throw ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'boardPost.title', message: 'Title refused' }]);
    });
    await userEvent.click(await screen.findByTestId('post-save'));
    expect(await screen.findByText('Title refused')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      'board.post.SAVE',
      expect.objectContaining({ boardPost: expect.objectContaining({ postIdx: 4, title: 'Holiday', content: '<p>Closed on Monday</p>' }) }),
    );
    expect(screen.queryByTestId('error-popup')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
