import Mic from '@mui/icons-material/Mic';
import StopCircle from '@mui/icons-material/StopCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type FocusEvent, type ReactNode, memo, useCallback, useEffect, useId, useRef, useState } from 'react';

import { type AudioDictationTarget, type AudioTone, prefersAudioDictation, setAudioDictationPreferred, useAudioDictation } from '@/lib/audio-dictation';
import { formatDuration } from '@/lib/format';
import { VOICE_UNAVAILABLE, appendTranscript, useSpeechRecorder } from '@/lib/speech-recorder';

export interface VoiceTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  name?: string;
  id?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  /** Rows the text area starts with (multi-line variant). */
  minRows?: number;
  /** A one-row field with a compact microphone button (names, emails, prices). */
  singleLine?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel' | 'decimal';
  autoComplete?: string;
  /** Shows a character counter against this limit; the limit itself is checked by the form. */
  maxLength?: number;
  readOnly?: boolean;
  /** A full-width, taller record button on phones, for use with one hand at a property. */
  largeControls?: boolean;
  /**
   * Where this box's recordings go when it records audio instead of using the browser's speech
   * recognition (which it does where there is none, or when the agent prefers it): they are kept
   * on the device, uploaded, and their transcript is added to the box.
   */
  audioDictation?: AudioDictationTarget;
}

const toneColor: Record<AudioTone, string> = { neutral: 'text.secondary', info: 'success.dark', warning: 'text.primary', error: 'error.main' };

const count = new Intl.NumberFormat('en-US');

/** Read by screen readers, not shown: the tooltip shows the same words. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A red dot that pulses while the microphone is live. */
function LiveDot() {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: 'error.main',
        display: 'inline-block',
        animation: 'voice-pulse 1.2s ease-in-out infinite',
        '@keyframes voice-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.25 } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}

/**
 * A text field that also takes dictation (spec §2, §4, §5): Start Recording / Stop Recording,
 * a mm:ss timer and a status line. Final speech results are appended to the text; typing always
 * works, including where the browser has no speech recognition. Memoised: in a long form only the
 * field that changed renders again.
 */
export const VoiceTextArea = memo(function VoiceTextArea({
  label,
  value,
  onChange,
  onBlur,
  name,
  id,
  required,
  error,
  helperText,
  placeholder,
  minRows = 4,
  singleLine = false,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  readOnly = false,
  largeControls = false,
  audioDictation,
}: VoiceTextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? `voice-${name ?? generatedId.replace(/:/g, '')}`;
  const labelId = `${inputId}-label`;

  // Dictation can deliver several results before React re-renders; append to the latest text.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const onTranscript = useCallback(
    (spoken: string) => {
      const next = appendTranscript(latest.current, spoken);
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  const speech = useSpeechRecorder(onTranscript);
  // Recordings waiting on the device are sent whichever way the box takes dictation now.
  const audio = useAudioDictation(audioDictation, onTranscript);
  const [preferAudio, setPreferAudio] = useState(prefersAudioDictation);
  const audioMode = audioDictation !== undefined && audio.available && (!speech.available || preferAudio);
  const recorder = audioMode ? audio : speech;
  const { recording, available } = recorder;
  const busy = audioMode && audio.starting;
  const statusColor = recording ? 'error.main' : audioMode ? toneColor[audio.tone] : 'text.secondary';
  // Both ways work here: the agent may choose (and the choice is remembered on this device).
  const canChoose = audioDictation !== undefined && audio.available && speech.available && !recording && !busy;
  const switchMode = () => {
    setAudioDictationPreferred(!audioMode);
    setPreferAudio(!audioMode);
  };

  useEffect(() => {
    if (readOnly && recording) recorder.stop();
  }, [readOnly, recording, recorder]);

  const toggle = recording ? recorder.stop : recorder.start;
  const toggleLabel = recording ? 'Stop Recording' : 'Start Recording';
  const reasonId = `${inputId}-voice-unavailable`;
  const over = maxLength !== undefined && value.length > maxLength;

  const timer = (
    <Typography
      component="span"
      role="timer"
      aria-label={`${label} recording time`}
      variant="body2"
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: recording ? 'error.main' : 'text.secondary', display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      {recording && <LiveDot />}
      {formatDuration(recorder.seconds)}
    </Typography>
  );
  const status = (
    <Typography component="span" role="status" variant="body2" sx={{ color: statusColor }}>
      {recorder.status}
    </Typography>
  );

  return (
    <Box role="group" aria-labelledby={labelId}>
      <TextField
        id={inputId}
        name={name}
        label={label}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error || over}
        helperText={
          maxLength === undefined ? (
            helperText
          ) : (
            <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
              <span>{helperText}</span>
              <Box component="span" sx={{ flexShrink: 0, color: over ? 'error.main' : 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                {count.format(value.length)} / {count.format(maxLength)}
              </Box>
            </Box>
          )
        }
        placeholder={placeholder}
        type={type}
        autoComplete={autoComplete}
        fullWidth
        multiline={!singleLine}
        minRows={singleLine ? undefined : minRows}
        slotProps={{
          inputLabel: { id: labelId },
          htmlInput: { inputMode, readOnly },
          input: singleLine
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={available ? toggleLabel : VOICE_UNAVAILABLE}>
                      <span>
                        <IconButton
                          aria-label={toggleLabel}
                          aria-describedby={available ? undefined : reasonId}
                          onClick={toggle}
                          disabled={readOnly || !available}
                          edge="end"
                          color={recording ? 'error' : 'primary'}
                          sx={{ width: 44, height: 44 }}
                        >
                          {recording ? <StopCircle /> : <Mic />}
                        </IconButton>
                      </span>
                    </Tooltip>
                  </InputAdornment>
                ),
              }
            : undefined,
        }}
        sx={
          recording
            ? {
                '& .MuiOutlinedInput-notchedOutline, & .MuiOutlinedInput-root.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: 'error.main' },
                '& .MuiOutlinedInput-root': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.error.main}1f` },
              }
            : undefined
        }
      />
      {singleLine ? (
        // A one-line field shows its timer and status only while it is being recorded, so a form of
        // many fields does not repeat "Ready · 00:00" under each one.
        recording ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, px: 1.75, '& .MuiTypography-root': { fontSize: 12.5 } }}>
            {status}
            <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
              ·
            </Box>
            {timer}
          </Box>
        ) : (
          !available && (
            <Box component="span" id={reasonId} sx={visuallyHidden}>
              {VOICE_UNAVAILABLE}
            </Box>
          )
        )
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1, mt: 1 }}>
          <Button
            onClick={toggle}
            disabled={readOnly || !available || busy}
            aria-describedby={available ? undefined : reasonId}
            variant={recording ? 'contained' : 'outlined'}
            color={recording ? 'error' : 'primary'}
            startIcon={recording ? <StopCircle /> : <Mic />}
            size={largeControls ? 'large' : 'medium'}
            sx={{ minHeight: largeControls ? 52 : 44, px: 2, width: largeControls ? { xs: '100%', sm: 'auto' } : undefined }}
          >
            {toggleLabel}
          </Button>
          {available ? (
            <>
              {timer}
              {status}
              {audioMode && audio.transcribeAgain && !readOnly && (
                <Button variant="text" size="small" onClick={audio.transcribeAgain} sx={{ minHeight: 44 }}>
                  Transcribe again
                </Button>
              )}
            </>
          ) : (
            <Typography id={reasonId} variant="body2" color="text.secondary">
              {VOICE_UNAVAILABLE}
            </Typography>
          )}
          {canChoose && !readOnly && (
            <Button variant="text" size="small" onClick={switchMode} sx={{ ml: 'auto', minHeight: 44 }}>
              {audioMode ? 'Use live speech-to-text' : 'Record audio instead'}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
});
