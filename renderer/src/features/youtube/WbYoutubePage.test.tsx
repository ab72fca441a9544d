import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';

describe('/wb/youtube/{id}', () => {
  it('plays the video at once in a sandboxed, privacy-enhanced player', async () => {
    renderApp('/wb/youtube/dQw4w9WgXcQ');
    const player = await screen.findByTestId('wb-youtube-player');
    expect(player).toHaveAttribute('src', expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/));
    expect(player.getAttribute('sandbox')?.split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']));
    expect(player.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(player).toHaveAttribute('allow', expect.stringContaining('autoplay'));
  });

  it('loads nothing for an address that names no YouTube video', async () => {
    renderApp('/wb/youtube/not%22a-video');
    expect(await screen.findByTestId('wb-youtube-problem')).toBeInTheDocument();
    expect(screen.queryByTestId('wb-youtube-player')).not.toBeInTheDocument();
  });
});
