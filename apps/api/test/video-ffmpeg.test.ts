import { describe, expect, it } from 'vitest';
import {
  buildPosterArgs,
  buildTranscodeArgs,
  parseMasterPlaylist,
  parseProbe,
  progressOf,
  renditionsFor,
} from '#api/modules/videos/ffmpeg.ts';
import { looksLikeVideo } from '#api/modules/videos/upload.ts';

/** The pure parts of the transcoding (ADR 032): ffmpeg's arguments and the reading of what it says. */
describe('the rendition ladder', () => {
  it('makes 360p and 720p of any source, and 1080p of a source at least 1080 high', () => {
    expect(renditionsFor(480).map((spec) => spec.name)).toEqual(['360p', '720p']);
    expect(renditionsFor(1079).map((spec) => spec.name)).toEqual(['360p', '720p']);
    expect(renditionsFor(1080).map((spec) => spec.name)).toEqual(['360p', '720p', '1080p']);
    expect(renditionsFor(2160).map((spec) => spec.name)).toEqual(['360p', '720p', '1080p']);
  });
});

describe('buildTranscodeArgs', () => {
  const valueOf = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

  it('encodes each rendition with H.264 and AAC into HLS fMP4 segments of 6 s with aligned keyframes', () => {
    const args = buildTranscodeArgs({
      input: '/work/source',
      outputDir: '/work/out',
      renditions: renditionsFor(1080),
      hasAudio: true,
    });
    expect(args.slice(0, 7)).toEqual([
      '-hide_banner',
      '-nostdin',
      '-y',
      '-loglevel',
      'error',
      '-i',
      '/work/source',
    ]);
    expect(valueOf(args, '-filter_complex')).toBe(
      '[0:v:0]split=3[s0][s1][s2];[s0]scale=-2:360[v0];[s1]scale=-2:720[v1];[s2]scale=-2:1080[v2]',
    );
    expect(args.join(' ')).toContain('-map [v0] -map 0:a:0 -map [v1] -map 0:a:0 -map [v2] -map 0:a:0');
    expect(valueOf(args, '-c:v')).toBe('libx264');
    expect(valueOf(args, '-preset')).toBe('veryfast');
    expect(valueOf(args, '-c:a')).toBe('aac');
    expect(valueOf(args, '-b:v:1')).toBe('2800k');
    expect(valueOf(args, '-maxrate:v:1')).toBe('2996k');
    expect(valueOf(args, '-b:a:0')).toBe('96k');
    expect(valueOf(args, '-sc_threshold')).toBe('0');
    expect(valueOf(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*6)');
    expect(valueOf(args, '-hls_time')).toBe('6');
    expect(valueOf(args, '-hls_segment_type')).toBe('fmp4');
    expect(valueOf(args, '-hls_playlist_type')).toBe('vod');
    expect(valueOf(args, '-hls_segment_filename')).toBe('/work/out/%v/seg_%05d.m4s');
    expect(valueOf(args, '-master_pl_name')).toBe('master.m3u8');
    expect(valueOf(args, '-var_stream_map')).toBe('v:0,a:0,name:360p v:1,a:1,name:720p v:2,a:2,name:1080p');
    expect(valueOf(args, '-progress')).toBe('pipe:1');
    expect(args.at(-1)).toBe('/work/out/%v/index.m3u8');
  });

  it('maps no sound for a silent source', () => {
    const args = buildTranscodeArgs({
      input: 'in',
      outputDir: 'out',
      renditions: renditionsFor(720),
      hasAudio: false,
    });
    expect(args).not.toContain('0:a:0');
    expect(args).not.toContain('-c:a');
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0,name:360p v:1,name:720p');
  });

  it('takes the poster frame at the time given, 720 px high at most', () => {
    expect(buildPosterArgs('in', 'out/poster.jpg', 1.234)).toEqual(
      expect.arrayContaining(['-ss', '1.23', '-frames:v', '1', "scale=-2:'min(720,ih)'", 'out/poster.jpg']),
    );
  });
});

describe('reading ffprobe and ffmpeg', () => {
  const probe = (streams: object[], duration = '10.02') => JSON.stringify({ format: { duration }, streams });

  it('reads the length, the shown size (rotation applied) and whether there is sound', () => {
    expect(
      parseProbe(probe([{ codec_type: 'video', width: 1280, height: 720 }, { codec_type: 'audio' }])),
    ).toEqual({
      durationSeconds: 10.02,
      width: 1280,
      height: 720,
      hasAudio: true,
    });
    expect(
      parseProbe(
        probe([{ codec_type: 'video', width: 1920, height: 1080, side_data_list: [{ rotation: -90 }] }]),
      ),
    ).toMatchObject({ width: 1080, height: 1920, hasAudio: false });
  });

  it('tells a file without a picture, or without a length, apart', () => {
    expect(parseProbe(probe([{ codec_type: 'audio' }]))).toBe('no-video');
    expect(
      parseProbe(
        probe([
          { codec_type: 'audio' },
          { codec_type: 'video', width: 600, height: 600, disposition: { attached_pic: 1 } },
        ]),
      ),
    ).toBe('no-video');
    expect(parseProbe(probe([{ codec_type: 'video', width: 640, height: 360 }], 'N/A'))).toBeUndefined();
  });

  it('reads progress lines as the share done', () => {
    expect(progressOf('out_time_us=5000000', 10)).toBe(0.5);
    expect(progressOf('out_time_ms=12000000', 10)).toBe(1);
    expect(progressOf('frame=12', 10)).toBeUndefined();
  });

  it('reads each rendition of a master playlist', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-STREAM-INF:BANDWIDTH=985600,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
      '360p/index.m3u8',
      '',
      '#EXT-X-STREAM-INF:BANDWIDTH=3220800,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"',
      '720p/index.m3u8',
    ].join('\n');
    expect([...parseMasterPlaylist(master)]).toEqual([
      ['360p', { bandwidth: 985600, width: 640, height: 360 }],
      ['720p', { bandwidth: 3220800, width: 1280, height: 720 }],
    ]);
  });
});

describe('looksLikeVideo', () => {
  it('knows MP4 and MOV by their ftyp box, WebM and MKV by the EBML header, and nothing else', () => {
    expect(looksLikeVideo(Buffer.from('\x00\x00\x00\x20ftypisom', 'latin1'))).toBe(true);
    expect(looksLikeVideo(Buffer.from('\x00\x00\x00\x14ftypqt  ', 'latin1'))).toBe(true);
    expect(looksLikeVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]))).toBe(true);
    expect(looksLikeVideo(Buffer.from('RIFF....WEBPVP8 ', 'latin1'))).toBe(false);
    expect(looksLikeVideo(Buffer.from('ftyp'))).toBe(false);
  });
});
