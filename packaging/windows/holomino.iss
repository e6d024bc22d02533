; Inno Setup script for Holomino Desktop. packaging/build.py calls:
;   iscc /DAppVersion=X.Y.Z /DSourceDir=dist\holomino-desktop /DIconFile=build\icons\holomino.ico /Odist holomino.iss
#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\holomino-desktop"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\holomino.ico"
#endif

[Setup]
AppId={{6A1B0F53-2C4D-4E8B-9A55-7F0D3C2E9B11}
AppName=Holomino Desktop
AppVersion={#AppVersion}
AppPublisher=Holomino Desktop developers
DefaultDirName={autopf}\Holomino Desktop
DefaultGroupName=Holomino Desktop
UninstallDisplayIcon={app}\holomino-desktop.exe
SetupIconFile={#IconFile}
OutputBaseFilename=HolominoDesktop-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequiredOverridesAllowed=dialog
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Holomino Desktop"; Filename: "{app}\holomino-desktop.exe"
Name: "{group}\{cm:UninstallProgram,Holomino Desktop}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Holomino Desktop"; Filename: "{app}\holomino-desktop.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\holomino-desktop.exe"; Description: "{cm:LaunchProgram,Holomino Desktop}"; Flags: nowait postinstall skipifsilent
