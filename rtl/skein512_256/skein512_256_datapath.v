`default_nettype none
// The datapath: Threefish-512 state, one 64-bit adder and rotator, and one 64 x 32
// RAM (M) for everything that is read only once per round or per block: the
// message block, the key (chaining value) with its parity word, the IV (as
// initial contents) and a zero word.
//
// State: the even words v0, v2, v4, v6 sit in a ring E (flip-flops) that turns once
// per MIX, the odd words v1, v3, v5, v7 in the distributed-RAM array O (entries
// 0..3); round d pairs E word c with O word c ^ (d mod 4) (the Threefish-512
// permutation has order 4, so physical and logical order agree at every key
// injection).  O also holds a zero word (ZERO, never written) and a spare entry
// (SPARE) through which a key word reaches the adder's second operand.
//
// The adder: y0 = a + ox, a = e0 (E head), kw (the key/plaintext word register) or
// 0, ox = O[c_oraddr]; y1 = (ox <<< r) ^ y0 for a MIX, y0 otherwise.
// KW is filled from M 32 bits at a time through a 32-bit adder that adds the tweak
// on the way.  The feed-forward (v + subkey 18) ^ plaintext is formed 32 bits at a
// time on M's write port.  rtl/skein512_256/README.md describes the schedule.
module skein512_256_datapath #(
    parameter         MEM     = "logic",
    parameter integer VERSION = 13          // 13: Skein 1.3, 12: Skein 1.2 (round 2)
) (
    input  wire        clk,
    input  wire [31:0] in_data,
    // M: the RAM
    input  wire [5:0]  c_raddr,      // read address (data one cycle later on m_q)
    input  wire        c_we,
    input  wire [5:0]  c_waddr,
    input  wire        c_wsel,       // write data: 1 = feed-forward / parity, 0 = in_data
    input  wire        c_wpar,       // form the parity word (written in the next cycle)
    input  wire        c_fh,         // feed-forward half (0 = low, 1 = high)
    input  wire        c_parclr,     // parity <- 0
    input  wire        c_paracc,     // parity ^= the word written (wd_q)
    // KW loader
    input  wire        c_ldlo,       // {carry, kw[31:0]}  <= m + c_tw
    input  wire        c_ldhi,       // kw[63:32] <= m + c_tw + carry
    input  wire [31:0] c_tw,         // tweak half to add
    // state
    input  wire        c_aclr,       // a = 0
    input  wire        c_akw,        // a = kw (else e0)
    input  wire [2:0]  c_oraddr,
    input  wire [2:0]  c_owaddr,
    input  wire        c_owe,        // O[c_owaddr] <= y1
    input  wire        c_eturn,      // turn E, tail <= y0
    input  wire        c_mix,        // MIX (else y1 = y0)
    input  wire [4:0]  c_ridx,       // rotation constant: {d mod 8, MIX slot}
    output wire [31:0] digest_word
);
    // -------------------------------------------------------------- constants
    localparam [63:0] C240 = (VERSION == 12) ? 64'h5555555555555555 : 64'h1BD11BDAA9FC1A22;
    // chaining value after the configuration block (Skein-512-256), word 0 in the
    // low bits, then its parity word K8 = C240 ^ K0 ^ ... ^ K7
    localparam [575:0] IV13 = {
        64'hb69d3cfcc73a4e2a, 64'h3eedba1833edfc13, 64'hc36fbaf9393ad185,
        64'he7a436cdc4746251, 64'hec06025e74dd7683, 64'h2a2767a4ae9b94db,
        64'h55aea0614f816e6f, 64'he83590301a79a9eb, 64'hccd044a12fdb3e13
    };
    localparam [575:0] IV12 = {
        64'hc273a79f5ad5e6c2, 64'h7fe63d9bf94edeb8, 64'hafb7174bbd8feee9,
        64'h8d5a3e904b1be9c8, 64'hc962dc0fc0046f2c, 64'h1d2117356504425a,
        64'he1a21465ee3fe124, 64'h7a6dac64c047c2b0, 64'h85a195b18b2264ec
    };
    localparam [575:0] IV = (VERSION == 12) ? IV12 : IV13;

    // M's address map {area[1:0], half, index[2:0]}: area 0 = the message block,
    // 1 = IV words 0..7, 2 = key words 0..7, 3: index 0 = IV word 8, 1 = key word 8,
    // 2 = zero.  Only the IV is initialised (the rest is zero, and only the message
    // block and the key areas are ever written).
    function [2047:0] m_init(input [575:0] iv);
        integer i;
        begin
            m_init = {2048{1'b0}};
            for (i = 0; i < 9; i = i + 1) begin
                if (i < 8) begin
                    m_init[(16 + i) * 32 +: 32] = iv[64 * i      +: 32];
                    m_init[(24 + i) * 32 +: 32] = iv[64 * i + 32 +: 32];
                end else begin
                    m_init[48 * 32 +: 32] = iv[64 * i      +: 32];
                    m_init[56 * 32 +: 32] = iv[64 * i + 32 +: 32];
                end
            end
        end
    endfunction

    // -------------------------------------------------------------- M
    localparam MSTYLE = (MEM == "bram") ? "bram" : "logic";
    wire [31:0] m_q;
    wire [31:0] wdata;
    lw_ram_sdp #(.DEPTH(64), .DW(32), .STYLE(MSTYLE), .HAS_INIT(1), .NO_RW_CHECK(1), .INIT(m_init(IV))) u_m (
        .clk(clk), .we(c_we), .waddr(c_waddr), .wdata(wdata),
        .re(1'b1), .raddr(c_raddr), .rdata(m_q)
    );

    // -------------------------------------------------------------- KW loader
    reg  [31:0] kwlo_q, kwhi_q;
    reg         kwc_q;
    wire [32:0] lsum = {1'b0, m_q} + {1'b0, c_tw} + {32'd0, c_ldhi & kwc_q};
    always @(posedge clk) begin
        if (c_ldlo) {kwc_q, kwlo_q} <= lsum;
        if (c_ldhi) kwhi_q <= lsum[31:0];
    end
    wire [63:0] kw = {kwhi_q, kwlo_q};

    // -------------------------------------------------------------- state
    reg  [63:0] e_q [0:3];     // v0, v2, v4, v6 (ring, e_q[0] is the head)
    reg  [63:0] o_q [0:5];     // v1, v3, v5, v7, SPARE, ZERO (distributed RAM)
    integer i;
    initial for (i = 0; i < 6; i = i + 1) o_q[i] = 64'd0;   // ZERO is never written

    wire [63:0] ox = o_q[c_oraddr];
    wire [63:0] a  = c_aclr ? 64'd0 : c_akw ? kw : e_q[0];
    wire [63:0] y0 = a + ox;
    wire [63:0] y1;

    // rotation constants R[d mod 8][j]
    reg [5:0] ramt;
    always @(*) begin
        case (c_ridx)
            5'd0:  ramt = 6'd46; 5'd1:  ramt = 6'd36; 5'd2:  ramt = 6'd19; 5'd3:  ramt = 6'd37;
            5'd4:  ramt = 6'd33; 5'd5:  ramt = 6'd27; 5'd6:  ramt = 6'd14; 5'd7:  ramt = 6'd42;
            5'd8:  ramt = 6'd17; 5'd9:  ramt = 6'd49; 5'd10: ramt = 6'd36; 5'd11: ramt = 6'd39;
            5'd12: ramt = 6'd44; 5'd13: ramt = 6'd9;  5'd14: ramt = 6'd54; 5'd15: ramt = 6'd56;
            5'd16: ramt = 6'd39; 5'd17: ramt = 6'd30; 5'd18: ramt = 6'd34; 5'd19: ramt = 6'd24;
            5'd20: ramt = 6'd13; 5'd21: ramt = 6'd50; 5'd22: ramt = 6'd10; 5'd23: ramt = 6'd17;
            5'd24: ramt = 6'd25; 5'd25: ramt = 6'd29; 5'd26: ramt = 6'd39; 5'd27: ramt = 6'd43;
            5'd28: ramt = 6'd8;  5'd29: ramt = 6'd35; 5'd30: ramt = 6'd56; default: ramt = 6'd22;
        endcase
    end
    skein512_256_rot u_rot (.x(ox), .amt(ramt), .zero(!c_mix), .z(y0), .y(y1));

    always @(posedge clk) begin
        if (c_eturn) begin
            for (i = 0; i < 3; i = i + 1) e_q[i] <= e_q[i+1];
            e_q[3] <= y0;
        end
        if (c_owe)
            o_q[c_owaddr] <= y1;
    end

    // -------------------------------------------------------------- M write data
    // bytes arrive first byte in the MSB; Skein words are little-endian
    wire [31:0] in_le = {in_data[7:0], in_data[15:8], in_data[23:16], in_data[31:24]};
    // feed-forward: one half of (v + subkey 18) ^ plaintext (the plaintext half on
    // m_q), or the parity word C240 ^ K'0 ^ .. ^ K'7 of that half, registered in wd_q
    // and written from there in the next cycle
    wire [31:0] ff   = (c_fh ? y0[63:32] : y0[31:0]) ^ m_q;
    wire [31:0] cpar = c_fh ? C240[63:32] : C240[31:0];
    reg  [31:0] par_q, wd_q;
    always @(posedge clk) begin
        wd_q <= c_wpar ? (par_q ^ cpar) : ff;
        if (c_parclr)      par_q <= 32'd0;
        else if (c_paracc) par_q <= par_q ^ wd_q;
    end
    assign wdata = c_wsel ? wd_q : in_le;

    // digest: the chaining value words, bytes in message order, 32 bits at a time
    assign digest_word = {m_q[7:0], m_q[15:8], m_q[23:16], m_q[31:24]};
endmodule

`default_nettype wire
