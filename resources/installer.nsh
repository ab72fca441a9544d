; Boda Classroom NSIS include (electron-builder nsis.include).
;
; Per-machine (lab) installs write the lab policy that per-user settings cannot override:
;   %ProgramData%\Boda Classroom\policy.json
;
; Silent per-machine install, e.g. from SCCM/Intune/a login script (run elevated):
;   "Boda Classroom Setup 1.2.0.exe" /S /allusers /SERVER=https://boda.school.kr /UPDATES=off
;   "Boda Classroom Setup 1.2.0.exe" /S /allusers /CHANNEL=stable /UPDATEURL=https://updates.school.local/boda/
;
; Switches (all optional; without any, an existing policy.json is left untouched):
;   /SERVER=<https origin>    fixes the server address (the first-run screen and settings are locked)
;   /UPDATES=on|off           turns automatic updates on or off
;   /CHANNEL=stable|beta      forces the update channel
;   /UPDATEURL=<https url>    points updates at an internal generic feed (a copy of the release folder)
; Values must not contain quotes, backslashes or spaces. Other policy fields (clientPath) are edited in
; policy.json directly; see main/src/policy/policy.ts for the format.

; A value goes into JSON verbatim, so it must not be able to close the string.
!macro BodaRequirePlain VALUE NAME
  Push $R9
  Push $R8
  StrCpy $R8 0
  ${Do}
    StrCpy $R9 ${VALUE} 1 $R8
    ${If} $R9 == ""
      ${ExitDo}
    ${EndIf}
    ${If} $R9 == '"'
    ${OrIf} $R9 == "\"
    ${OrIf} $R9 == " "
      MessageBox MB_OK|MB_ICONSTOP "/${NAME} contains a character that is not allowed" /SD IDOK
      Quit
    ${EndIf}
    IntOp $R8 $R8 + 1
  ${Loop}
  Pop $R8
  Pop $R9
!macroend

!macro customInstall
  ${if} $installMode == "all"
    ; Create the folder admin-only even without switches: ProgramData lets standard users create
    ; folders, and a policy file planted by one student must not redirect another student's app.
    CreateDirectory "$COMMONPROGRAMDATA\Boda Classroom"
    nsExec::Exec 'icacls "$COMMONPROGRAMDATA\Boda Classroom" /inheritance:r /grant:r *S-1-5-32-544:(OI)(CI)F *S-1-5-18:(OI)(CI)F *S-1-5-32-545:(OI)(CI)RX'
    Pop $0

    ${GetParameters} $R0
    StrCpy $R5 ""   ; top-level JSON members
    StrCpy $R6 ""   ; "updates" members

    ClearErrors
    ${GetOptions} $R0 "/SERVER=" $R1
    ${IfNot} ${Errors}
      !insertmacro BodaRequirePlain $R1 "SERVER"
      StrCpy $R5 '"serverAddress":"$R1"'
    ${EndIf}

    ClearErrors
    ${GetOptions} $R0 "/UPDATES=" $R1
    ${IfNot} ${Errors}
      ${If} $R1 == "off"
        StrCpy $R6 '"enabled":false'
      ${ElseIf} $R1 == "on"
        StrCpy $R6 '"enabled":true'
      ${Else}
        MessageBox MB_OK|MB_ICONSTOP "/UPDATES must be on or off" /SD IDOK
        Quit
      ${EndIf}
    ${EndIf}

    ClearErrors
    ${GetOptions} $R0 "/CHANNEL=" $R1
    ${IfNot} ${Errors}
      ${If} $R1 != "stable"
      ${AndIf} $R1 != "beta"
        MessageBox MB_OK|MB_ICONSTOP "/CHANNEL must be stable or beta" /SD IDOK
        Quit
      ${EndIf}
      ${If} $R6 != ""
        StrCpy $R6 '$R6,'
      ${EndIf}
      StrCpy $R6 '$R6"channel":"$R1"'
    ${EndIf}

    ClearErrors
    ${GetOptions} $R0 "/UPDATEURL=" $R1
    ${IfNot} ${Errors}
      !insertmacro BodaRequirePlain $R1 "UPDATEURL"
      ${If} $R6 != ""
        StrCpy $R6 '$R6,'
      ${EndIf}
      StrCpy $R6 '$R6"url":"$R1"'
    ${EndIf}

    ${If} $R6 != ""
      ${If} $R5 != ""
        StrCpy $R5 '$R5,'
      ${EndIf}
      StrCpy $R5 '$R5"updates":{$R6}'
    ${EndIf}

    ${If} $R5 != ""
      FileOpen $R2 "$COMMONPROGRAMDATA\Boda Classroom\policy.json" w
      FileWrite $R2 '{$R5}$\r$\n'
      FileClose $R2
    ${EndIf}
  ${endif}
!macroend
