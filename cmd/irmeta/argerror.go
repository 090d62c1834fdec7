package main

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
)

// metadataPos matches the position ParseMD gives its errors.
var metadataPos = regexp.MustCompile(`^<metadata>:(\d+):(\d+): (.*)$`)

// argumentError turns an error from parsing a command-line argument written
// in LLVM syntax into a message that points into the argument: the column,
// the argument and a caret under the place, instead of "<metadata>:1:1".
func argumentError(arg string, err error) error {
	sm := metadataPos.FindStringSubmatch(err.Error())
	if sm == nil {
		return err
	}
	line, _ := strconv.Atoi(sm[1])
	col, _ := strconv.Atoi(sm[2])
	lines := strings.Split(arg, "\n")
	if line < 1 || line > len(lines) {
		return errors.New(sm[3])
	}
	text := lines[line-1]
	where := "column " + sm[2]
	if len(lines) > 1 {
		where = "line " + sm[1] + ", " + where
	}
	if col < 1 {
		col = 1
	}
	if col > len(text)+1 {
		col = len(text) + 1
	}
	return errors.New(where + ": " + sm[3] + "\n  " + text + "\n  " + strings.Repeat(" ", col-1) + "^")
}

// shiftColumn moves the column of a "<metadata>:L:C: msg" error on line 1
// by offset, for text parsed from inside a longer argument.
func shiftColumn(err error, offset int) error {
	sm := metadataPos.FindStringSubmatch(err.Error())
	if sm == nil || sm[1] != "1" {
		return err
	}
	col, _ := strconv.Atoi(sm[2])
	return errors.New("<metadata>:1:" + strconv.Itoa(col+offset) + ": " + sm[3])
}
