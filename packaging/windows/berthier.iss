; Inno Setup script for Berthier's Windows installer (a per-user install: no administrator needed).
; Compiled by packaging/build.py with /DAppVersion, /DSourceDir (PyInstaller's folder), /DOutputDir, /DOutputName,
; /DIconFile (berthier.ico, drawn by packaging/icons.py), and with a certificate /DSign=1 and
; /Sberthier=<signtool command> (packaging/sign.py): the installer and its uninstaller signed.
[Setup]
AppId={{6F1A8D52-3B7C-4E0B-9B43-BE27A1E5C805}
AppName=Berthier
AppVersion={#AppVersion}
AppPublisher=Berthier
DefaultDirName={localappdata}\Programs\Berthier
DefaultGroupName=Berthier
PrivilegesRequired=lowest
ChangesAssociations=yes
OutputDir={#OutputDir}
OutputBaseFilename={#OutputName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\berthier-gui.exe
#ifdef Sign
SignTool=berthier
SignedUninstaller=yes
#endif

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: recursesubdirs createallsubdirs ignoreversion

[Icons]
Name: "{group}\Berthier"; Filename: "{app}\berthier-gui.exe"
Name: "{group}\Uninstall Berthier"; Filename: "{uninstallexe}"

[Registry]
; .berthier game files open in Berthier's window
Root: HKCU; Subkey: "Software\Classes\.berthier"; ValueType: string; ValueName: ""; ValueData: "Berthier.Game"; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\Berthier.Game"; ValueType: string; ValueName: ""; ValueData: "Berthier game"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\Berthier.Game\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\berthier-gui.exe,0"
Root: HKCU; Subkey: "Software\Classes\Berthier.Game\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\berthier-gui.exe"" ""%1"""

[Run]
Filename: "{app}\berthier-gui.exe"; Description: "Start Berthier"; Flags: nowait postinstall skipifsilent
