`default_nettype none
// bmw256_control: the block loader (two message slots), the micro-op sequencer of the
// compression (f0: 80 + 42 ops, f1: 2 x 35 + 14 x 19, f2: 8 x 6 + 8 x 7) and the digest read-out.
// One micro-op is issued per cycle; README.md lists them.
module bmw256_control #(
    parameter MEM = "logic"           // "bram": XL, XH in the block RAM, two cycles more for XH to land
) (
    input  wire       clk,
    input  wire       rst,
    // lw_shell message side
    input  wire       in_valid,
    input  wire [3:0] in_idx,
    input  wire       in_blk_last,
    input  wire       in_first_blk,
    input  wire       in_final_blk,
    output wire       in_take,
    // lw_shell digest side
    output wire       out_valid,
    input  wire       out_take,
    input  wire       q_busy,         // the message buffer's write port is taken (bram)
    // datapath
    output wire       c_mwe,
    output wire [4:0] c_mwaddr,
    output reg        c_v,
    output reg        c_fin,
    output reg        c_fst,
    output reg        c_mslot,
    output reg  [4:0] c_qra,
    output reg  [3:0] c_mra,
    output reg  [3:0] c_hra,
    output reg  [3:0] c_pha,
    output reg  [1:0] c_xs,
    output reg  [1:0] c_tp,
    output reg  [3:0] c_mk,
    output reg  [4:0] c_ramt,
    output reg        c_xh,
    output reg        c_neg,
    output reg  [1:0] c_pps,
    output reg        c_ua,
    output reg        c_lx,
    output reg        c_qwe,
    output reg        c_hwe,
    output reg  [4:0] c_wa,
    output reg        c_xlu,
    output reg        c_xhu,
    output wire [1:0] e_xs,           // the next op's source and read addresses
    output wire [4:0] e_qra,
    output wire [3:0] e_mra,
    output wire       e_slot
);
    // the last cycle of the XL/XH pass: XH lands in its register (logic) ten cycles after
    // its op, in the block RAM (bram) eleven, read by F2's fourth op
    localparam [5:0] GAP_LAST = (MEM == "bram") ? 6'd22 : 6'd20;
    localparam [2:0] S_IDLE = 3'd0, S_F0A = 3'd1, S_F0B = 3'd2, S_F1 = 3'd3, S_F2 = 3'd4,
                     S_DRAIN = 3'd5, S_OUT = 3'd6, S_GAP = 3'd7;
    // operand encodings of the datapath
    localparam [1:0] X_Q = 2'd0, X_M = 2'd1, X_XH = 2'd2, X_XL = 2'd3;
    // rotator output masks: rotl, shl by 1..6, 8, shr by 1..7, 11 (shl n is rotl by n,
    // shr n rotl by 32 - n, with the vacated bits cleared)
    localparam [3:0] R_ROT = 4'd0, L1 = 4'd1, L2 = 4'd2, L3 = 4'd3, L4 = 4'd4, L5 = 4'd5,
                     L6 = 4'd6, L8 = 4'd7, R1 = 4'd8, R2 = 4'd9, R3 = 4'd10, R4 = 4'd11,
                     R5 = 4'd12, R6 = 4'd13, R7 = 4'd14, R11 = 4'd15;
    localparam [1:0] PP_0 = 2'd0, PP_H = 2'd1, PP_K = 2'd2;
    // s0..s5 as ops {tp (tb ^= qd >> 1|2), mask, rotation}: s0..s3 take three (the shift
    // right and the first rotation; the shift left; the second rotation), s4 and s5 one
    function [10:0] sop(input [2:0] s, input [1:0] ph);
        case ({ph, s})
            5'b00000: sop = {2'd1, R_ROT, 5'd4};
            5'b00001: sop = {2'd1, R_ROT, 5'd8};
            5'b00010: sop = {2'd2, R_ROT, 5'd12};
            5'b00011: sop = {2'd2, R_ROT, 5'd15};
            5'b00100: sop = {2'd1, R_ROT, 5'd0};
            5'b00101: sop = {2'd2, R_ROT, 5'd0};
            5'b01000: sop = {2'd0, L3, 5'd3};
            5'b01001: sop = {2'd0, L2, 5'd2};
            5'b01010: sop = {2'd0, L1, 5'd1};
            5'b01011: sop = {2'd0, L2, 5'd2};
            5'b10000: sop = {2'd0, R_ROT, 5'd19};
            5'b10001: sop = {2'd0, R_ROT, 5'd23};
            5'b10010: sop = {2'd0, R_ROT, 5'd25};
            default:  sop = {2'd0, R_ROT, 5'd29};
        endcase
    endfunction

    // f0: W_j = sum of five +-X_i, X = M ^ H, i = j + 5, 7, 10, 13, 14 (mod 16);
    // {sign, i} of term t of W_j (the sign of term t is bit j of a 16-bit pattern)
    function [4:0] f0t(input [3:0] j, input [2:0] t);
        reg [15:0] neg;
        reg [3:0]  off;
        begin
            case (t)
                3'd0:    begin off = 4'd5;  neg = 16'h88c0; end
                3'd1:    begin off = 4'd7;  neg = 16'hcdbb; end
                3'd2:    begin off = 4'd10; neg = 16'h9e54; end
                3'd3:    begin off = 4'd13; neg = 16'h55e0; end
                default: begin off = 4'd14; neg = 16'h438a; end
            endcase
            f0t = {neg[j], j + off};
        end
    endfunction
    // j mod 5 for f0's s_{j mod 5}
    function [2:0] mod5(input [3:0] j);
        case (j)
            4'd0, 4'd5, 4'd10, 4'd15: mod5 = 3'd0;
            4'd1, 4'd6, 4'd11:        mod5 = 3'd1;
            4'd2, 4'd7, 4'd12:        mod5 = 3'd2;
            4'd3, 4'd8, 4'd13:        mod5 = 3'd3;
            default:                  mod5 = 3'd4;
        endcase
    endfunction
    // expand2: rotl(Q, r_i), i = 1..7, for the odd terms u = 2i - 1
    function [4:0] rr(input [2:0] i);
        case (i)
            3'd0: rr = 5'd3;  3'd1: rr = 5'd7;  3'd2: rr = 5'd13; 3'd3: rr = 5'd16;
            3'd4: rr = 5'd19; 3'd5: rr = 5'd23; default: rr = 5'd27;
        endcase
    endfunction
    // f2 shifts as {mask, rotation}
    function [8:0] xhs(input [2:0] i);      // XH in H'_0..7
        case (i)
            3'd0: xhs = {L5, 5'd5};   3'd1: xhs = {R7, 5'd25};  3'd2: xhs = {R5, 5'd27};
            3'd3: xhs = {R1, 5'd31};  3'd4: xhs = {R3, 5'd29};  3'd5: xhs = {L6, 5'd6};
            3'd6: xhs = {R4, 5'd28};  default: xhs = {R11, 5'd21};
        endcase
    endfunction
    function [8:0] qs(input [2:0] i);       // Q16+i in H'_0..7
        case (i)
            3'd0: qs = {R5, 5'd27};   3'd1: qs = {L8, 5'd8};    3'd2: qs = {L5, 5'd5};
            3'd3: qs = {L5, 5'd5};    3'd4: qs = {R_ROT, 5'd0}; 3'd5: qs = {R6, 5'd26};
            3'd6: qs = {L6, 5'd6};    default: qs = {L2, 5'd2};
        endcase
    endfunction
    function [8:0] xls(input [2:0] i);      // XL in H'_8..15
        case (i)
            3'd0: xls = {L8, 5'd8};   3'd1: xls = {R6, 5'd26};  3'd2: xls = {L6, 5'd6};
            3'd3: xls = {L4, 5'd4};   3'd4: xls = {R3, 5'd29};  3'd5: xls = {R4, 5'd28};
            3'd6: xls = {R7, 5'd25};  default: xls = {R2, 5'd30};
        endcase
    endfunction

    // ------------------------------------------------------------------ block loader
    reg  [1:0] full_q, first_q, final_q;
    reg        wslot_q;
    assign in_take  = in_valid & ~full_q[wslot_q] & ~q_busy;
    assign c_mwe    = in_take;
    assign c_mwaddr = {wslot_q, in_idx};

    // ------------------------------------------------------------------ sequencer
    reg  [2:0] st_q;
    reg  [3:0] j_q;
    reg  [5:0] t_q;
    reg  [3:0] u_q;             // f1: the term
    reg  [1:0] p_q;             // f1: the op of an s0..s3 term
    reg        fin_q, fst_q, last_q, cslot_q;
    reg  [3:0] oa_q;            // digest words sent (read H[8 + oa])
    reg        ov_q, ow_q;
    reg  [3:0] dr_q;

    wire [4:0] f0 = f0t(j_q, t_q[2:0]);
    wire       ex1 = (j_q[3:1] == 3'd0);               // f1: expand1 (Q16, Q17)
    wire [3:0] u  = u_q;                             // f1: term u of Q_(16+j)
    wire [2:0] m5 = mod5(j_q);
    wire [2:0] s1 = ex1 ? {1'b0, u[1:0] + 2'd1} : (u == 4'd14 ? 3'd4 : 3'd5);
    wire        inf0 = (st_q == S_F0B);
    wire [10:0] sf = sop(inf0 ? m5 : s1, inf0 ? t_q[1:0] : p_q);
    wire [3:0] jh = j_q + 4'd7;
    wire [3:0] jm = j_q + (t_q[1] ? 4'd10 : t_q[0] ? 4'd3 : 4'd0);
    wire       hi = j_q[3];                     // f2: H'_8..15
    wire [2:0] i3 = j_q[2:0];
    // the shifted term of an f2 op: XL in op 0 of H'_8..15, XH in op 3 and Q16+i in op 4
    // of H'_0..7
    wire [8:0] sh_f2 = t_q[2] ? qs(i3) : t_q[0] ? xhs(i3) : xls(i3);
    wire       sh_on = hi ? (t_q[2:0] == 3'd0) : (t_q[2:0] == 3'd3 || t_q[2:0] == 3'd4);
    wire [3:0] kprev = hi & ~j_q[2] ? j_q - 4'd4 : j_q - 4'd12;   // H'_k for H'_(8..15)

    wire f0a_end = (t_q == 6'd4);
    wire f0b_end = (m5 == 3'd4) | t_q[1];
    wire f1_lst  = ~ex1 | p_q[1];               // the last op of an f1 term (it adds)
    wire f1_end  = (u_q == 4'd15) & f1_lst & (t_q == 6'd3);
    wire f2_end  = hi ? (t_q == 6'd6) : (t_q == 6'd5);

    // the op of the next cycle (registered below: the issue stage of the datapath)
    reg         n_v;
    reg  [4:0]  n_qra;
    reg  [3:0]  n_mra;
    reg  [3:0]  n_hra;
    reg  [3:0]  n_pha;
    reg  [1:0]  n_xs;
    reg  [1:0]  n_tp;
    reg  [3:0]  n_mk;
    reg  [4:0]  n_ramt;
    reg         n_xh;
    reg         n_neg;
    reg  [1:0]  n_pps;
    reg         n_ua;
    reg         n_lx;
    reg         n_qwe;
    reg         n_hwe;
    reg  [4:0]  n_wa;
    reg         n_xlu;
    reg         n_xhu;
    always @* begin
        n_v = 1'b0; n_qra = 5'd0; n_mra = 4'd0; n_hra = 4'd0; n_pha = 4'd0; n_xs = X_Q;
        n_tp = 2'd0;
        n_mk = R_ROT; n_ramt = 5'd0; n_xh = 1'b0; n_neg = 1'b0; n_pps = PP_0;
        n_ua = 1'b1; n_lx = 1'b0; n_qwe = 1'b0;
        n_hwe = 1'b0; n_wa = 5'd0; n_xlu = 1'b0; n_xhu = 1'b0;
        case (st_q)
            S_F0A: begin                        // W_j += +-(M_i ^ H_i): M the lane, H in tb
                n_v = 1'b1; n_mra = f0[3:0]; n_hra = f0[3:0]; n_xs = X_M; n_mk = R_ROT; n_xh = 1'b1;
                n_neg = f0[4]; n_ua = (t_q != 6'd0);
                n_qwe = f0a_end; n_wa = {1'b0, j_q};
            end
            S_F0B: begin                        // Q_j = s_(j mod 5)(W_j) + H_(j+1)
                n_qra = {1'b0, j_q};
                {n_tp, n_mk, n_ramt} = sf;
                n_lx = (t_q != 6'd0);
                if (f0b_end) begin
                    n_v = 1'b1; n_pps = PP_H; n_pha = j_q + 4'd1; n_ua = 1'b0;
                    n_qwe = 1'b1; n_wa = {1'b0, j_q};
                end
            end
            S_F1: begin
                if (t_q != 6'd3) begin          // AddElement: K + rotl(M_a, a+1) + rotl(M_b, b+1) - rotl(M_c, c+1)
                    n_v = 1'b1; n_mra = jm; n_xs = X_M; n_ramt = {1'b0, jm} + 5'd1;
                    n_neg = t_q[1];
                    if (t_q[1:0] == 2'd0) begin
                        n_pps = PP_K; n_pha = j_q; n_ua = 1'b0;
                    end
                end else begin                  // (AE ^ H) + the 16 Q terms
                    n_qra = {1'b0, j_q} + {1'b0, u};
                    if (ex1 || u[3:1] == 3'b111) begin          // s0..s5
                        {n_tp, n_mk, n_ramt} = sf;
                        n_lx = (p_q != 2'd0);
                    end else begin                              // expand2: Q or rotl(Q, r)
                        n_ramt = u[0] ? rr(u[3:1]) : 5'd0;
                    end
                    n_v = f1_lst;
                    if (u == 4'd0 && f1_lst) begin
                        n_pps = PP_H; n_pha = jh;
                    end
                    n_qwe = f1_end; n_wa = {1'b1, j_q};
                end
            end
            S_F2: begin                         // XOR terms chained in the lane, two adds
                n_xs = X_Q;
                if (sh_on) {n_mk, n_ramt} = sh_f2;
                case (t_q[2:0])
                    3'd0: begin                 // XL (shifted in H'_8..15)
                        n_xs = X_XL;
                    end
                    3'd1: begin                 // ^ Q24+i  or  ^ Q16+(i-1 mod 8)
                        n_qra = hi ? {2'b10, j_q[2:0] - 3'd1} : {2'b11, i3}; n_lx = 1'b1;
                    end
                    3'd2: begin                 // ^ Q_i: acc = the XL term
                        n_qra = {1'b0, j_q}; n_lx = 1'b1; n_v = 1'b1; n_ua = 1'b0;
                    end
                    3'd3: begin                 // XH (shifted in H'_0..7)
                        n_xs = X_XH;
                    end
                    3'd4: begin                 // ^ Q16+i (shifted)
                        n_qra = {1'b1, j_q}; n_lx = 1'b1;
                    end
                    3'd5: begin                 // ^ M_i: acc += the XH term
                        n_xs = X_M; n_mra = j_q; n_lx = 1'b1; n_v = 1'b1;
                        n_qwe = ~hi; n_hwe = ~hi; n_wa = {1'b0, j_q};
                    end
                    default: begin              // acc += rotl(H'_k, i+1)
                        n_qra = {1'b0, kprev}; n_ramt = {1'b0, j_q} + 5'd1; n_v = 1'b1;
                        n_hwe = 1'b1; n_wa = {1'b0, j_q};
                    end
                endcase
            end
            S_GAP: begin                        // XL = Q16 ^ .. ^ Q23, XH = XL ^ Q24 ^ .. ^ Q31
                if (!t_q[4]) begin
                    n_qra = {1'b1, t_q[3:0]}; n_lx = (t_q[3:0] != 4'd0);
                    if (t_q[2:0] == 3'd7) begin
                        n_v = 1'b1; n_ua = 1'b0; n_xlu = ~t_q[3]; n_xhu = t_q[3];
                    end
                end
            end
            S_OUT: n_hra = {1'b1, oa_q[2:0]};
            default: ;
        endcase
    end

    always @(posedge clk) begin
        c_fin   <= fin_q;
        c_fst   <= fst_q & ~fin_q;
        c_mslot <= cslot_q;
        c_qra <= n_qra;
        c_mra <= n_mra;
        c_hra <= n_hra;
        c_pha <= n_pha;
        c_xs <= n_xs;
        c_tp <= n_tp;
        c_mk <= n_mk;
        c_ramt <= n_ramt;
        c_xh <= n_xh;
        c_neg <= n_neg;
        c_ua <= n_ua;
        c_lx <= n_lx;
        c_wa <= n_wa;
        if (rst) begin
            c_v <= 1'b0; c_qwe <= 1'b0; c_hwe <= 1'b0; c_xlu <= 1'b0; c_xhu <= 1'b0;
            c_pps <= PP_0;
        end else begin
            c_v <= n_v; c_qwe <= n_qwe; c_hwe <= n_hwe; c_xlu <= n_xlu; c_xhu <= n_xhu;
            c_pps <= n_pps;
        end
    end

    assign out_valid = ov_q;
    assign e_xs   = n_xs;
    assign e_qra  = n_qra;
    assign e_mra  = n_mra;
    assign e_slot = cslot_q;

    always @(posedge clk) begin
        if (rst) begin
            full_q <= 2'b00; first_q <= 2'b00; final_q <= 2'b00; wslot_q <= 1'b0;
            st_q <= S_IDLE; j_q <= 4'd0; t_q <= 6'd0; u_q <= 4'd0; p_q <= 2'd0; fin_q <= 1'b0; fst_q <= 1'b0;
            last_q <= 1'b0; cslot_q <= 1'b0; oa_q <= 4'd0; ov_q <= 1'b0; ow_q <= 1'b0; dr_q <= 4'd0;
        end else begin
            // ---------------- loader
            if (in_take && in_blk_last) begin
                full_q[wslot_q]  <= 1'b1;
                first_q[wslot_q] <= in_first_blk;
                final_q[wslot_q] <= in_final_blk;
                wslot_q          <= ~wslot_q;
            end
            // ---------------- sequencer
            case (st_q)
                S_IDLE: if (full_q[cslot_q]) begin
                            st_q <= S_F0A; j_q <= 4'd0; t_q <= 6'd0; fin_q <= 1'b0;
                            fst_q <= first_q[cslot_q]; last_q <= final_q[cslot_q];
                        end
                S_F0A:  if (f0a_end) begin
                            t_q <= 6'd0; j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) st_q <= S_F0B;
                        end else t_q <= t_q + 6'd1;
                S_F0B:  if (f0b_end) begin
                            t_q <= 6'd0; j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) st_q <= S_F1;
                        end else t_q <= t_q + 6'd1;
                S_F1:   if (t_q != 6'd3) begin
                            t_q <= t_q + 6'd1; u_q <= 4'd0; p_q <= 2'd0;
                        end else if (f1_end) begin
                            t_q <= 6'd0; j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) begin
                                st_q <= S_GAP;
                            end
                        end else if (f1_lst) begin
                            u_q <= u_q + 4'd1; p_q <= 2'd0;
                        end else p_q <= p_q + 2'd1;
                S_GAP:  begin                   // 16 ops; then XH is ready 10 cycles after its op
                            t_q <= t_q + 6'd1;
                            if (t_q == GAP_LAST) begin
                                st_q <= S_F2; t_q <= 6'd0;
                            end
                        end
                S_F2:   if (f2_end) begin
                            t_q <= 6'd0; j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) begin
                                if (fin_q) begin
                                    st_q <= S_DRAIN; dr_q <= 4'd0; fin_q <= 1'b0;
                                end else begin
                                    // the block's message words have all been read
                                    full_q[cslot_q] <= 1'b0;
                                    cslot_q <= ~cslot_q;
                                    fst_q <= 1'b0;
                                    if (last_q) begin
                                        st_q <= S_F0A; fin_q <= 1'b1;
                                    end else if (full_q[~cslot_q]) begin
                                        st_q <= S_F0A;
                                        fst_q <= first_q[~cslot_q]; last_q <= final_q[~cslot_q];
                                    end else begin
                                        st_q <= S_IDLE;
                                    end
                                end
                            end
                        end else t_q <= t_q + 6'd1;
                S_DRAIN: begin                  // the last H word is written 10 cycles after its op
                            dr_q <= dr_q + 4'd1;
                            if (dr_q == 4'd10) begin
                                st_q <= S_OUT; oa_q <= 4'd0; ov_q <= 1'b0; ow_q <= 1'b0;
                            end
                         end
                S_OUT:  begin
                            if (!ov_q) begin
                                // H[8 + oa] is on the read port two cycles after oa
                                if (ow_q) ov_q <= 1'b1;
                                ow_q <= ~ow_q;
                            end else if (out_take) begin
                                ov_q <= 1'b0;
                                oa_q <= oa_q + 4'd1;
                                if (oa_q == 4'd7) st_q <= S_IDLE;
                            end
                        end
                default: st_q <= S_IDLE;
            endcase
        end
    end
endmodule
`default_nettype wire
