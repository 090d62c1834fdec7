package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// writeSafe writes the output of write to path the way gofmt -w treats the
// file it rewrites, but never leaving a partial file behind:
//
//   - a symbolic link is followed and its target rewritten; the link stays;
//   - the file keeps its permission bits (and, when allowed, its owner);
//   - a file without write permission is refused, as is anything that is
//     not a regular file;
//   - the new contents are written to a temporary file beside the target
//     and synced; only then is the target replaced, by renaming;
//   - a file with several hard links is rewritten in place instead, so
//     that every name sees the change (renaming would detach this name from
//     the others); a copy of the old contents is kept until the write has
//     succeeded and put back if it fails. note, when not nil, is told so.
//
// A refused or failed write leaves the target byte-identical.
func writeSafe(path string, note io.Writer, write func(*os.File) error) error {
	target, info, err := resolveTarget(path)
	if err != nil {
		return &ExitError{Code: 1, Err: err}
	}
	mode := fs.FileMode(0o644)
	if info != nil {
		mode = info.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".irmeta-*")
	if err != nil {
		return &ExitError{Code: 1, Err: err}
	}
	name := tmp.Name()
	fail := func(err error) error {
		tmp.Close()
		os.Remove(name)
		return &ExitError{Code: 1, Err: err}
	}
	if err := write(tmp); err != nil {
		return fail(err)
	}
	if err := tmp.Chmod(mode); err != nil {
		return fail(err)
	}
	if info != nil {
		keepOwner(tmp, info)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if links := linkCount(info); links > 1 {
		err := copyInPlace(target, tmp)
		tmp.Close()
		os.Remove(name)
		if err != nil {
			return &ExitError{Code: 1, Err: err}
		}
		if note != nil {
			fmt.Fprintf(note, "irmeta: %s has %d hard links: rewrote it in place, so every name sees the new contents\n", target, links)
		}
		return nil
	}
	if err := tmp.Close(); err != nil {
		os.Remove(name)
		return &ExitError{Code: 1, Err: err}
	}
	if err := os.Rename(name, target); err != nil {
		os.Remove(name)
		return &ExitError{Code: 1, Err: err}
	}
	return nil
}

// resolveTarget follows symbolic links from path to the file to write and
// returns it with its FileInfo, or a nil FileInfo when nothing exists there
// yet. Files that may not be rewritten are refused here, before anything is
// written.
func resolveTarget(path string) (string, fs.FileInfo, error) {
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return path, nil, nil
	}
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", nil, err
	}
	info, err := os.Stat(target)
	if err != nil {
		return "", nil, err
	}
	shown := path
	if target != filepath.Clean(path) {
		shown = path + " (a link to " + target + ")"
	}
	if !info.Mode().IsRegular() {
		return "", nil, fmt.Errorf("%s: not a regular file; not written", shown)
	}
	if info.Mode().Perm()&0o200 == 0 {
		return "", nil, fmt.Errorf("%s: file is read-only (mode %04o); not written", shown, info.Mode().Perm())
	}
	return target, info, nil
}

// linkCount is the number of hard links to the file (1 when unknown).
func linkCount(info fs.FileInfo) uint64 {
	if info == nil {
		return 1
	}
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}

// keepOwner gives f the owner and group of the file it replaces, when the
// process may (root may; others keep their own, as any editor does).
func keepOwner(f *os.File, info fs.FileInfo) {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		f.Chown(int(st.Uid), int(st.Gid))
	}
}

// copyInPlace overwrites target with the contents of tmp (complete and
// synced), keeping target's inode and so its other hard links. The old
// contents are first copied beside it; if the overwrite fails they are
// renamed back over target, which then holds the old bytes (as a file of
// its own: the other names keep whatever the failed write left).
func copyInPlace(target string, tmp *os.File) error {
	backup, err := copyToTemp(target)
	if err != nil {
		return fmt.Errorf("%s: cannot keep a copy before rewriting in place: %w", target, err)
	}
	werr := overwrite(target, tmp)
	if werr == nil {
		os.Remove(backup)
		return nil
	}
	if err := os.Rename(backup, target); err != nil {
		return fmt.Errorf("%s: rewriting in place failed (%v); the old contents are in %s", target, werr, backup)
	}
	return fmt.Errorf("%s: rewriting in place failed (%v); old contents restored", target, werr)
}

// copyToTemp copies the file at path to a new temporary file beside it,
// with the same mode, and returns the copy's name.
func copyToTemp(path string) (string, error) {
	src, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer src.Close()
	info, err := src.Stat()
	if err != nil {
		return "", err
	}
	dst, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".irmeta-old-*")
	if err != nil {
		return "", err
	}
	_, err = io.Copy(dst, src)
	if err == nil {
		err = dst.Chmod(info.Mode().Perm())
	}
	if err == nil {
		err = dst.Sync()
	}
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(dst.Name())
		return "", err
	}
	return dst.Name(), nil
}

// overwrite truncates target and copies src (from its start) into it.
func overwrite(target string, src *os.File) error {
	if _, err := src.Seek(0, io.SeekStart); err != nil {
		return err
	}
	dst, err := os.OpenFile(target, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		return err
	}
	_, err = io.Copy(dst, src)
	if err == nil {
		err = dst.Sync()
	}
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	return err
}
