// DP16KD: a behavioural model of the ECP5 18-Kbit block RAM, for gate-level simulation.
//
// Yosys ships DP16KD only as a blackbox (share/ecp5/cells_sim.v), so the netlist of a
// core that uses block RAM has nothing to simulate against; lwhash.flow puts this model
// in place of the blackbox.  It follows Lattice TN1264 (ECP5 Memory Usage Guide) and
// the layout Yosys itself uses when it maps memories onto the cell
// (share/lattice/brams_map_16kd.v and memory_libmap):
//   * the array is 1024 rows of 18 bits; INITVAL_xx holds rows 16*xx .. 16*xx+15, each
//     in a 20-bit field whose top two bits are unused;
//   * a port of width w in {9, 18, 36} keeps word a at bits a*w .. a*w+w-1 of the array;
//     widths 1, 2 and 4 use 8 of every 9 bits (data bit k sits at k + k/8);
//   * the word address is AD[13:s] with s = 0, 1, 2, 3, 4, 5 for w = 1, 2, 4, 9, 18, 36;
//     at w = 18, AD[1:0] are the byte write enables;
//   * DATA_WIDTH_A = 36 is the pseudo-dual-port mode: port A writes {DIB, DIA} with the
//     byte enables ADA[3:0], port B reads ({DOB, DOA} at 36 bits, else DOB);
//   * WRITEMODE NORMAL keeps the read data during a write, WRITETHROUGH shows the new
//     data, READBEFOREWRITE the old; RST clears the read data (RESETMODE SYNC: at the
//     clock edge, whatever CE; ASYNC: at once); REGMODE OUTREG adds the output register
//     (enabled by OCE); CSDECODE selects the port on CS[2:0]; CLKxMUX = "INV" inverts
//     the clock.  The other xxxMUX options are not modelled (Yosys does not set them).
// A read of an address the other port writes on the same edge returns the old data
// (silicon leaves that collision undefined).
// tests/test_flow.py checks this model against RTL memories of every width Yosys maps.
`timescale 1ns / 1ps
/* verilator lint_off MULTIDRIVEN */
/* verilator lint_off WIDTHEXPAND */
/* verilator lint_off WIDTHTRUNC */
/* verilator lint_off UNUSEDPARAM */
/* verilator lint_off UNUSEDSIGNAL */
/* verilator lint_off BLKSEQ */
module DP16KD (
  input DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9, DIA8, DIA7, DIA6, DIA5, DIA4, DIA3, DIA2, DIA1, DIA0,
  input ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0,
  input CEA, OCEA, CLKA, WEA, RSTA,
  input CSA2, CSA1, CSA0,
  output DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9, DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0,
  input DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9, DIB8, DIB7, DIB6, DIB5, DIB4, DIB3, DIB2, DIB1, DIB0,
  input ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0,
  input CEB, OCEB, CLKB, WEB, RSTB,
  input CSB2, CSB1, CSB0,
  output DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9, DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0
);
  parameter integer DATA_WIDTH_A = 18;
  parameter integer DATA_WIDTH_B = 18;
  parameter REGMODE_A = "NOREG";
  parameter REGMODE_B = "NOREG";
  parameter RESETMODE = "SYNC";
  parameter ASYNC_RESET_RELEASE = "SYNC";
  parameter CSDECODE_A = "0b000";
  parameter CSDECODE_B = "0b000";
  parameter WRITEMODE_A = "NORMAL";
  parameter WRITEMODE_B = "NORMAL";
  parameter CLKAMUX = "CLKA";
  parameter CLKBMUX = "CLKB";
  parameter GSR = "ENABLED";
  parameter WID = 0;
  parameter INIT_DATA = "STATIC";
  parameter [319:0] INITVAL_00 = 320'h0;
  parameter [319:0] INITVAL_01 = 320'h0;
  parameter [319:0] INITVAL_02 = 320'h0;
  parameter [319:0] INITVAL_03 = 320'h0;
  parameter [319:0] INITVAL_04 = 320'h0;
  parameter [319:0] INITVAL_05 = 320'h0;
  parameter [319:0] INITVAL_06 = 320'h0;
  parameter [319:0] INITVAL_07 = 320'h0;
  parameter [319:0] INITVAL_08 = 320'h0;
  parameter [319:0] INITVAL_09 = 320'h0;
  parameter [319:0] INITVAL_0A = 320'h0;
  parameter [319:0] INITVAL_0B = 320'h0;
  parameter [319:0] INITVAL_0C = 320'h0;
  parameter [319:0] INITVAL_0D = 320'h0;
  parameter [319:0] INITVAL_0E = 320'h0;
  parameter [319:0] INITVAL_0F = 320'h0;
  parameter [319:0] INITVAL_10 = 320'h0;
  parameter [319:0] INITVAL_11 = 320'h0;
  parameter [319:0] INITVAL_12 = 320'h0;
  parameter [319:0] INITVAL_13 = 320'h0;
  parameter [319:0] INITVAL_14 = 320'h0;
  parameter [319:0] INITVAL_15 = 320'h0;
  parameter [319:0] INITVAL_16 = 320'h0;
  parameter [319:0] INITVAL_17 = 320'h0;
  parameter [319:0] INITVAL_18 = 320'h0;
  parameter [319:0] INITVAL_19 = 320'h0;
  parameter [319:0] INITVAL_1A = 320'h0;
  parameter [319:0] INITVAL_1B = 320'h0;
  parameter [319:0] INITVAL_1C = 320'h0;
  parameter [319:0] INITVAL_1D = 320'h0;
  parameter [319:0] INITVAL_1E = 320'h0;
  parameter [319:0] INITVAL_1F = 320'h0;
  parameter [319:0] INITVAL_20 = 320'h0;
  parameter [319:0] INITVAL_21 = 320'h0;
  parameter [319:0] INITVAL_22 = 320'h0;
  parameter [319:0] INITVAL_23 = 320'h0;
  parameter [319:0] INITVAL_24 = 320'h0;
  parameter [319:0] INITVAL_25 = 320'h0;
  parameter [319:0] INITVAL_26 = 320'h0;
  parameter [319:0] INITVAL_27 = 320'h0;
  parameter [319:0] INITVAL_28 = 320'h0;
  parameter [319:0] INITVAL_29 = 320'h0;
  parameter [319:0] INITVAL_2A = 320'h0;
  parameter [319:0] INITVAL_2B = 320'h0;
  parameter [319:0] INITVAL_2C = 320'h0;
  parameter [319:0] INITVAL_2D = 320'h0;
  parameter [319:0] INITVAL_2E = 320'h0;
  parameter [319:0] INITVAL_2F = 320'h0;
  parameter [319:0] INITVAL_30 = 320'h0;
  parameter [319:0] INITVAL_31 = 320'h0;
  parameter [319:0] INITVAL_32 = 320'h0;
  parameter [319:0] INITVAL_33 = 320'h0;
  parameter [319:0] INITVAL_34 = 320'h0;
  parameter [319:0] INITVAL_35 = 320'h0;
  parameter [319:0] INITVAL_36 = 320'h0;
  parameter [319:0] INITVAL_37 = 320'h0;
  parameter [319:0] INITVAL_38 = 320'h0;
  parameter [319:0] INITVAL_39 = 320'h0;
  parameter [319:0] INITVAL_3A = 320'h0;
  parameter [319:0] INITVAL_3B = 320'h0;
  parameter [319:0] INITVAL_3C = 320'h0;
  parameter [319:0] INITVAL_3D = 320'h0;
  parameter [319:0] INITVAL_3E = 320'h0;
  parameter [319:0] INITVAL_3F = 320'h0;

  localparam PDP = (DATA_WIDTH_A == 36);

  wire [17:0] dia = {DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9, DIA8, DIA7, DIA6, DIA5, DIA4, DIA3, DIA2, DIA1, DIA0};
  wire [17:0] dib = {DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9, DIB8, DIB7, DIB6, DIB5, DIB4, DIB3, DIB2, DIB1, DIB0};
  wire [13:0] ada = {ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0};
  wire [13:0] adb = {ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0};
  wire clka = (CLKAMUX == "INV") ? ~CLKA : CLKA;
  wire clkb = (CLKBMUX == "INV") ? ~CLKB : CLKB;

  // "0bXYZ" -> 3'bXYZ
  function [2:0] csdec(input [39:0] s);
    csdec = {s[23:16] == "1", s[15:8] == "1", s[7:0] == "1"};
  endfunction
  function [319:0] initval(input integer i);
    case (i)
      0: initval = INITVAL_00;
      1: initval = INITVAL_01;
      2: initval = INITVAL_02;
      3: initval = INITVAL_03;
      4: initval = INITVAL_04;
      5: initval = INITVAL_05;
      6: initval = INITVAL_06;
      7: initval = INITVAL_07;
      8: initval = INITVAL_08;
      9: initval = INITVAL_09;
      10: initval = INITVAL_0A;
      11: initval = INITVAL_0B;
      12: initval = INITVAL_0C;
      13: initval = INITVAL_0D;
      14: initval = INITVAL_0E;
      15: initval = INITVAL_0F;
      16: initval = INITVAL_10;
      17: initval = INITVAL_11;
      18: initval = INITVAL_12;
      19: initval = INITVAL_13;
      20: initval = INITVAL_14;
      21: initval = INITVAL_15;
      22: initval = INITVAL_16;
      23: initval = INITVAL_17;
      24: initval = INITVAL_18;
      25: initval = INITVAL_19;
      26: initval = INITVAL_1A;
      27: initval = INITVAL_1B;
      28: initval = INITVAL_1C;
      29: initval = INITVAL_1D;
      30: initval = INITVAL_1E;
      31: initval = INITVAL_1F;
      32: initval = INITVAL_20;
      33: initval = INITVAL_21;
      34: initval = INITVAL_22;
      35: initval = INITVAL_23;
      36: initval = INITVAL_24;
      37: initval = INITVAL_25;
      38: initval = INITVAL_26;
      39: initval = INITVAL_27;
      40: initval = INITVAL_28;
      41: initval = INITVAL_29;
      42: initval = INITVAL_2A;
      43: initval = INITVAL_2B;
      44: initval = INITVAL_2C;
      45: initval = INITVAL_2D;
      46: initval = INITVAL_2E;
      47: initval = INITVAL_2F;
      48: initval = INITVAL_30;
      49: initval = INITVAL_31;
      50: initval = INITVAL_32;
      51: initval = INITVAL_33;
      52: initval = INITVAL_34;
      53: initval = INITVAL_35;
      54: initval = INITVAL_36;
      55: initval = INITVAL_37;
      56: initval = INITVAL_38;
      57: initval = INITVAL_39;
      58: initval = INITVAL_3A;
      59: initval = INITVAL_3B;
      60: initval = INITVAL_3C;
      61: initval = INITVAL_3D;
      62: initval = INITVAL_3E;
      63: initval = INITVAL_3F;
      default: initval = 320'h0;
    endcase
  endfunction
  function integer lsb(input integer width);
    lsb = width == 36 ? 5 : width == 18 ? 4 : width == 9 ? 3 : width == 4 ? 2 : width == 2 ? 1 : 0;
  endfunction
  // position in the 18,432-bit array of data bit j of word a
  function integer pos(input integer width, input integer a, input integer j);
    integer k;
    begin
      k = a * width + j;
      pos = (width < 9) ? k + k / 8 : k;
    end
  endfunction

  reg mem [0:18431];
  integer r, b;
  reg [319:0] iv;
  initial begin
    for (r = 0; r < 1024; r = r + 1) begin
      iv = initval(r / 16);
      for (b = 0; b < 18; b = b + 1) mem[r * 18 + b] = iv[(r % 16) * 20 + b];
    end
  end


  // ------------------------------------------------------------------ port A
  wire        sel_a = ({CSA2, CSA1, CSA0} == csdec(CSDECODE_A));
  wire        wr_a  = CEA && sel_a && WEA && 1'b1;
  wire        rd_a  = CEA && sel_a && !PDP;
  wire [35:0] din_a = PDP ? {dib, dia} : {18'd0, dia};
  wire [3:0]  be_a  = (DATA_WIDTH_A == 36) ? ada[3:0] : (DATA_WIDTH_A == 18) ? {2'b00, ada[1:0]} : 4'b1111;
  wire [13:0] a_a   = ada >> lsb(DATA_WIDTH_A);
  reg  [35:0] old_a, new_a, q1_a, q2_a;
  wire [35:0] nxt_a = !rd_a ? q1_a
                     : !wr_a ? old_a
                     : (WRITEMODE_A == "WRITETHROUGH") ? new_a
                     : (WRITEMODE_A == "READBEFOREWRITE") ? old_a : q1_a;
  integer j_a;
  always @* begin
    old_a = 36'd0;
    new_a = 36'd0;
    for (j_a = 0; j_a < DATA_WIDTH_A; j_a = j_a + 1) begin
      old_a[j_a] = mem[pos(DATA_WIDTH_A, a_a, j_a)];
      new_a[j_a] = be_a[j_a / 9] ? din_a[j_a] : old_a[j_a];
    end
  end
  integer k_a;
  always @(posedge clka)
    if (wr_a)
      for (k_a = 0; k_a < DATA_WIDTH_A; k_a = k_a + 1)
        if (be_a[k_a / 9]) mem[pos(DATA_WIDTH_A, a_a, k_a)] <= din_a[k_a];
  generate
    if (RESETMODE == "ASYNC") begin : g_arst_a
      always @(posedge clka or posedge RSTA)
        if (RSTA) begin q1_a <= 36'd0; q2_a <= 36'd0; end
        else begin q1_a <= nxt_a; if (OCEA) q2_a <= q1_a; end
    end else begin : g_srst_a
      always @(posedge clka)
        if (RSTA) begin q1_a <= 36'd0; q2_a <= 36'd0; end
        else begin q1_a <= nxt_a; if (OCEA) q2_a <= q1_a; end
    end
  endgenerate
  wire [35:0] q_a = (REGMODE_A == "OUTREG") ? q2_a : q1_a;


  // ------------------------------------------------------------------ port B
  wire        sel_b = ({CSB2, CSB1, CSB0} == csdec(CSDECODE_B));
  wire        wr_b  = CEB && sel_b && WEB && !PDP;
  wire        rd_b  = CEB && sel_b && 1'b1;
  wire [35:0] din_b = {18'd0, dib};
  wire [3:0]  be_b  = (DATA_WIDTH_B == 36) ? adb[3:0] : (DATA_WIDTH_B == 18) ? {2'b00, adb[1:0]} : 4'b1111;
  wire [13:0] a_b   = adb >> lsb(DATA_WIDTH_B);
  reg  [35:0] old_b, new_b, q1_b, q2_b;
  wire [35:0] nxt_b = !rd_b ? q1_b
                     : !wr_b ? old_b
                     : (WRITEMODE_B == "WRITETHROUGH") ? new_b
                     : (WRITEMODE_B == "READBEFOREWRITE") ? old_b : q1_b;
  integer j_b;
  always @* begin
    old_b = 36'd0;
    new_b = 36'd0;
    for (j_b = 0; j_b < DATA_WIDTH_B; j_b = j_b + 1) begin
      old_b[j_b] = mem[pos(DATA_WIDTH_B, a_b, j_b)];
      new_b[j_b] = be_b[j_b / 9] ? din_b[j_b] : old_b[j_b];
    end
  end
  integer k_b;
  always @(posedge clkb)
    if (wr_b)
      for (k_b = 0; k_b < DATA_WIDTH_B; k_b = k_b + 1)
        if (be_b[k_b / 9]) mem[pos(DATA_WIDTH_B, a_b, k_b)] <= din_b[k_b];
  generate
    if (RESETMODE == "ASYNC") begin : g_arst_b
      always @(posedge clkb or posedge RSTB)
        if (RSTB) begin q1_b <= 36'd0; q2_b <= 36'd0; end
        else begin q1_b <= nxt_b; if (OCEB) q2_b <= q1_b; end
    end else begin : g_srst_b
      always @(posedge clkb)
        if (RSTB) begin q1_b <= 36'd0; q2_b <= 36'd0; end
        else begin q1_b <= nxt_b; if (OCEB) q2_b <= q1_b; end
    end
  endgenerate
  wire [35:0] q_b = (REGMODE_B == "OUTREG") ? q2_b : q1_b;


  wire [17:0] doa = PDP ? ((DATA_WIDTH_B == 36) ? q_b[17:0] : 18'd0) : q_a[17:0];
  wire [17:0] dob = (PDP && DATA_WIDTH_B == 36) ? q_b[35:18] : q_b[17:0];
  assign {DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9, DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0} = doa;
  assign {DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9, DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0} = dob;
endmodule
